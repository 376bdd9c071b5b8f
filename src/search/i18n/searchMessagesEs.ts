/** Spanish strings of the top bar's search. */
export const searchMessagesEs = {
  app: {
    search: {
      label: 'Buscar en todo',
      placeholder: 'Buscar productos, pedidos, clientes…',
      open: 'Abrir la búsqueda',
      results: 'Resultados de la búsqueda',
      searching: 'Buscando…',
      nothing_found: 'No se encontró nada',
      failed: 'No se pudo buscar; inténtalo de nuevo',
      kinds: {
        product: 'Productos',
        order: 'Pedidos',
        customer: 'Clientes',
        mercadolibre_publication: 'Publicaciones de Mercado Libre',
        amazon_listing: 'Publicaciones de Amazon',
      },
    },
  },
};
