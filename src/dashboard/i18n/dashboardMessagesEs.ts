/** Spanish strings of the statistics home page. */
export const dashboardMessagesEs = {
  app: {
    menu: { statistics: 'Estadísticas' },
    dashboard: {
      title: 'Estadísticas',
      users_total: 'Usuarios',
      users_active: 'Usuarios activos',
      users_disabled: 'Usuarios desactivados',
    },
  },
};
