/** Spanish strings of the about page. */
export const systemMessagesEs = {
  app: {
    menu: { about: 'Acerca de' },
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
  },
};
