/** Spanish strings of the home page. */
export const dashboardMessagesEs = {
  app: {
    menu: { statistics: 'Estadísticas' },
    dashboard: {
      title: 'Estadísticas',
      sales_today: 'Ventas de hoy',
      sales_last7Days: 'Ventas de los últimos 7 días',
      sales_last30Days: 'Ventas de los últimos 30 días',
      orders_count: '%{smart_count} pedido |||| %{smart_count} pedidos',
      orders_to_prepare: 'Pedidos por preparar y enviar',
      sales_chart: 'Ventas por día (últimos %{smart_count} días)',
      publications_chart: 'Publicaciones de MercadoLibre por estado',
      no_publications: 'Todavía no hay publicaciones.',
      low_stock: 'Productos con stock bajo',
      publications_sold: 'Unidades vendidas en MercadoLibre',
      publications_to_correct: 'Publicaciones por corregir',
      publications_paused: 'Publicaciones pausadas',
      tasks_running: 'Tareas en curso',
      tasks_failed: 'Tareas con errores (últimas 24 h)',
      notifications_unseen: 'Notificaciones sin leer',
      load_error: 'No se pudieron cargar las cifras del inicio. Se reintentará en un momento.',
      channels: { erp: 'Pedidos del ERP' },
    },
  },
};
