/** Spanish strings of the image uploader. */
export const uploadsMessagesEs = {
  app: {
    menu: { uploads: 'Subir imágenes' },
    uploads: {
      title: 'Subir imágenes',
      drop_here: 'Arrastra tus imágenes aquí',
      drop_release: 'Suelta para agregarlas',
      choose: 'Elegir imágenes',
      hint: '%{extensions}, hasta %{size} cada una',
      empty: 'Todavía no agregaste imágenes',
      settings_error: 'No se pudo consultar la configuración de carga. Recarga la página',
      pause: 'Pausar',
      resume: 'Reanudar',
      remove: 'Quitar',
      columns: { name: 'Nombre', size: 'Tamaño', state: 'Estado', progress: 'Progreso', speed: 'Velocidad', actions: 'Acciones' },
      states: { idle: 'En espera', active: 'Subiendo', paused: 'En pausa', success: 'Subida', error: 'Fallida' },
      errors: {
        not_exists: 'El archivo ya no está en la lista',
        file_object: 'No es un archivo válido',
        extension: 'Tipo de archivo no permitido',
        size: 'El archivo supera el tamaño máximo',
        abort: 'Carga cancelada',
        timeout: 'Se agotó el tiempo de espera',
        network: 'Error de red: no hubo respuesta del servidor',
        denied: 'El servidor rechazó el archivo',
        server: 'Error del servidor',
        upload: 'No se pudo enviar una parte del archivo tras varios intentos',
        no_action: 'No hay una dirección de carga configurada',
        unknown: 'No se pudo subir el archivo',
      },
    },
  },
};
