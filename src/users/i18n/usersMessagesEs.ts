/** Spanish strings of the user screens. */
export const usersMessagesEs = {
  resources: {
    usuarios: {
      name: 'Usuario |||| Usuarios',
      page: { create: 'Nuevo usuario' },
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
        tms: 'Última modificación',
      },
      values: { status: { active: 'Activo', disabled: 'Desactivado' } },
    },
  },
  app: {
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
