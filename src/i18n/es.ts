/** Spanish catalogue of the product's own strings (the default language). */
export const es = {
  resources: {
    usuarios: {
      name: 'Usuario |||| Usuarios',
      fields: {
        id: 'ID',
        first_name: 'Nombre',
        last_name: 'Apellido',
        name: 'Nombre para mostrar',
        email: 'Correo',
        password: 'Contraseña',
        date_joined: 'Fecha de alta',
        groups: 'Grupos',
        status: 'Estado',
      },
      values: { status: { active: 'Activo', disabled: 'Desactivado' } },
    },
  },
  app: {
    title: 'Back office multicanal',
    menu: {
      sections: { general: 'GENERAL', erp: 'ERP', ecommerce: 'E-COMMERCE' },
      statistics: 'Estadísticas',
      about: 'Acerca de',
    },
    login: {
      email: 'Correo',
      email_placeholder: 'Ingresa tu correo',
      password: 'Contraseña',
      password_placeholder: 'Ingresa tu contraseña',
      remember: 'Recordarme',
      submit: 'Iniciar sesión',
      forgot: '¿Olvidaste tu contraseña?',
      forgot_title: 'Recuperar la contraseña',
      forgot_text:
        'Las contraseñas las restablece un administrador desde la pantalla Usuarios. Pídele que te asigne una nueva.',
      invalid_credentials: 'Correo o contraseña incorrectos',
      too_many_attempts: 'Demasiados intentos. Intenta de nuevo en %{seconds} s',
      too_many_attempts_later: 'Demasiados intentos. Intenta de nuevo más tarde',
      failed: 'No se pudo iniciar sesión. Intenta de nuevo',
    },
    user_menu: { role: 'Administrador' },
    language: { label: 'Idioma', es: 'Español', en: 'English' },
    notification: {
      created: 'creado correctamente',
      create_error: 'Error al crear',
      updated: 'actualizado correctamente',
      update_error: 'Error al actualizar',
      deleted: 'eliminado correctamente',
      delete_error: 'Error al eliminar',
    },
    validation: {
      blank: 'Este campo no puede estar vacio',
      invalid: 'El valor no es válido',
      not_allowed: 'Campo no permitido',
    },
    list: { empty: 'No hay informacion para mostrar', search: 'Buscar' },
    tags: { help: 'Separa los valores con comas' },
    not_found: {
      title: 'Página no encontrada',
      text: 'La dirección que buscas no existe.',
      home: 'Ir al inicio',
    },
    system: {
      about_title: 'Acerca de',
      version: 'Versión',
      database: 'Base de datos',
      health: 'Estado del servidor',
      uptime: 'Tiempo activo',
      uptime_value: '%{minutes} min',
      status_ok: 'En funcionamiento',
      status_down: 'Sin respuesta',
      databases: { sqlite: 'SQLite', postgres: 'PostgreSQL' },
    },
    dashboard: {
      title: 'Estadísticas',
      users_total: 'Usuarios',
      users_active: 'Usuarios activos',
      users_disabled: 'Usuarios desactivados',
    },
    users: {
      disable: 'Desactivar',
      enable: 'Activar',
      disabled: 'Usuario desactivado',
      enabled: 'Usuario activado',
      bulk_disabled: '%{smart_count} usuario desactivado |||| %{smart_count} usuarios desactivados',
      password_reset_help: 'Déjala vacía para conservar la contraseña actual',
    },
  },
};

/** The shape every language must have: the Spanish catalogue's keys, any strings. */
type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type AppMessages = Catalogue<typeof es>;
