import type { Messages } from './messageShape';
import { errorSentencesEs } from './errorSentencesEs';

/** Spanish catalogue of the product's own strings (the default language). */
export const es = {
  app: {
    title: 'Administración multicanal',
    menu: {
      sections: { general: 'GENERAL', erp: 'ERP', ecommerce: 'E-COMMERCE' },
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
      forgot_text: 'Las contraseñas las restablece un administrador desde la pantalla Usuarios. Pídele que te asigne una nueva.',
      invalid_credentials: 'Correo o contraseña incorrectos',
      too_many_attempts: 'Demasiados intentos. Intenta de nuevo en %{seconds} s',
      too_many_attempts_later: 'Demasiados intentos. Intenta de nuevo más tarde',
      failed: 'No se pudo iniciar sesión. Intenta de nuevo',
    },
    user_menu: { role: 'Administrador' },
    language: { label: 'Idioma', es: 'Español', en: 'English' },
    conflict: {
      title: 'Registro modificado por otro usuario',
      message: 'Otro usuario modificó este registro mientras lo editabas; tus cambios no se guardaron. Valores actuales:',
      no_visible_changes: 'Los cambios no afectan a los campos de este formulario.',
      reload: 'Recargar',
      close: 'Cerrar',
      keep: 'Conservar mis cambios',
      keep_hint: 'Con «Conservar mis cambios» lo que escribiste queda en el formulario sobre los valores actuales: revísalo y pulsa Guardar.',
      also_yours: 'También lo cambiaste tú: si conservas tus cambios, tu valor reemplazará a este.',
    },
    notification: {
      created: 'creado correctamente',
      create_error: 'Error al crear',
      updated: 'actualizado correctamente',
      update_error: 'Error al actualizar',
      deleted: 'eliminado correctamente',
      delete_error: 'Error al eliminar',
      added: 'añadida correctamente',
      add_error: 'Error al añadir',
      create_error_reason: 'Error al crear: %{reason}',
      update_error_reason: 'Error al actualizar: %{reason}',
      delete_error_reason: 'Error al eliminar: %{reason}',
      failed_with_reason: '%{failure}: %{reason}',
      refusal_with_fields: '%{reason}: %{fields}',
      field_message: '%{field}: %{message}',
    },
    // The forms' own checks say what the server's field sentences say.
    validation: {
      blank: errorSentencesEs.field_blank,
      invalid: errorSentencesEs.field_invalid,
    },
    errors: errorSentencesEs,
    list: {
      empty: 'No hay informacion para mostrar',
      search: 'Buscar',
      select_card: 'Seleccionar «%{title}»',
      select_page: 'Seleccionar todos los de esta página',
    },
    tags: { help: 'Separa los valores con comas' },
    erp_only: 'Más datos del ERP',
    not_found: {
      title: 'Página no encontrada',
      text: 'La dirección que buscas no existe.',
      home: 'Ir al inicio',
    },
    layout: {
      more_actions: 'Más acciones',
      display_name: 'Tienda Multicanal MX',
    },
  },
};

export type AppMessages = Messages<typeof es>;
