/** Spanish labels of the general publications list's fields. */
export const channelListingLabelsEs = {
  name: 'Publicación |||| Publicaciones',
  fields: {
    id: 'ID',
    channel: 'Marketplace',
    record_id: 'Registro',
    account_id: 'Cuenta',
    listing_id: 'ID en el marketplace',
    product_id: 'Producto',
    title: 'Título',
    status: 'Estado en el marketplace',
    state: 'Estado',
    price: 'Precio',
    available_quantity: 'Disponibles',
    sync_state: 'Stock',
    link: 'Enlace',
    updated_at: 'Actualizada',
  },
};

/** Spanish words of the general publications list: the marketplaces and where a publication stands. */
export const channelListingMessagesEs = {
  channels: { mercadolibre: 'Mercado Libre', amazon: 'Amazon' },
  states: {
    on_sale: 'A la venta',
    not_buyable: 'Pausada o sin stock',
    attention: 'Requiere atención',
    draft: 'Sin publicar',
    ended: 'Finalizada',
  },
  available: '%{smart_count} disponible |||| %{smart_count} disponibles',
};
