/** Spanish strings of the catalogue screens (`app.catalogue.*`). */
export const catalogueAppEs = {
  export_error: 'No se pudo exportar',
  products: {
    tabs: {
      general: 'General', prices: 'Precios e impuestos', stock: 'Stock y almacenes', measures: 'Medidas',
      codes: 'Códigos y contabilidad', extra_fields: 'Campos extra', images: 'Imágenes', summary: 'Resumen',
    },
    warehouse_stock: 'Stock por almacén',
    add_warehouse: 'Agregar almacén',
    min_price_above_price: 'El precio mínimo es mayor que el precio: revíselo antes de publicar',
    listed_on: 'Dónde se publica',
    not_listed: 'Este producto todavía no tiene publicaciones',
    publish_on_mercadolibre: 'Publicar en Mercado Libre',
    inventory_code: 'Código de inventario',
    extra_field: 'Campo',
    extra_value: 'Valor',
    add_images: 'Agregar imágenes',
    no_images: 'Sin imágenes',
    image_left: 'Mover a la izquierda',
    image_right: 'Mover a la derecha',
    image_make_main: 'Hacer principal',
    image_is_main: 'Imagen principal',
    image_remove: 'Quitar imagen',
    image_removed: 'Imagen eliminada',
  },
  categories: {
    title: 'Categorías',
    expand: 'Ver subcategorías',
    collapse: 'Ocultar subcategorías',
    no_children: 'Sin subcategorías',
    more: 'Ver %{count} más',
  },
  orders: {
    validate: 'Validar pedido',
    validated: 'Pedido validado: el stock se descontó de los almacenes',
    validate_error: 'No se pudo validar el pedido',
  },
};
