/** Spanish labels of the catalogue declarations besides the product (resources/catalogue/*). */
const productRef = { product_id: 'Producto' };
const priceLabels = {
  price: 'Precio', price_ttc: 'Precio con IVA', price_min: 'Precio mínimo', price_min_ttc: 'Precio mínimo con IVA',
  price_base_type: 'Base del precio', tva_tx: 'Tasa de IVA (%)', date_price: 'Fecha del precio',
};
const baseTypes = { price_base_type: { HT: 'Sin IVA', TTC: 'Con IVA' } };
const warehouseStatus = { 0: 'Cerrado', 1: 'Abierto', 2: 'Solo movimientos internos' };

export const catalogueLabelsEs = {
  almacenes: {
    name: 'Almacén |||| Almacenes',
    fields: {
      id: 'ID', ref: 'Referencia', label: 'Nombre', description: 'Descripción', lieu: 'Lugar', address: 'Dirección', zip: 'Código postal',
      town: 'Ciudad', phone: 'Teléfono', fax: 'Fax', fk_parent: 'Almacén padre', fk_project: 'Proyecto', entity: 'Entidad',
      ref_ext: 'Referencia externa', statut: 'Estado', status: 'Estado actual', country_id: 'País', country_code: 'Código de país',
      state_id: 'Estado o provincia', notes: 'Notas', datec: 'Fecha de alta', tms: 'Última modificación',
    },
    values: { statut: warehouseStatus, status: warehouseStatus },
  },
  categorias: {
    name: 'Categoría |||| Categorías',
    fields: {
      id: 'ID', entity: 'Entidad', fk_parent: 'Categoría padre', label: 'Nombre', ref_ext: 'Referencia externa', type: 'Tipo',
      description: 'Descripción', color: 'Color', fk_soc: 'Empresa', visible: 'Visible', import_key: 'Clave de importación',
      same_price: 'Mismo precio', fk_members: 'Miembros',
    },
    values: {
      type: { 0: 'Producto', 1: 'Proveedor', 2: 'Cliente', 3: 'Miembro', 4: 'Contacto', 5: 'Cuenta', 6: 'Proyecto', 7: 'Usuario', 8: 'Movimiento bancario', 9: 'Almacén' },
    },
  },
  clientes: {
    name: 'Cliente |||| Clientes',
    fields: {
      id: 'ID', name: 'Nombre', phone: 'Teléfono', email: 'Correo', address: 'Dirección', city: 'Ciudad', cp: 'Código postal',
      rfc: 'RFC', client_code: 'Código de cliente', barcode: 'Código de barras', state: 'Estado', datec: 'Fecha de alta',
    },
  },
  pedidos: {
    name: 'Pedido |||| Pedidos',
    fields: {
      id: 'ID', ref: 'Referencia', client_id: 'Cliente', shipping_method: 'Método de envío', notes: 'Notas', tracking_number: 'Número de guía',
      status: 'Estado', subtotal: 'Subtotal', tax: 'IVA', total: 'Total', date_validated: 'Fecha de validación', datec: 'Fecha',
      tms: 'Última modificación', lines: 'Líneas',
    },
    values: { status: { draft: 'Borrador', validated: 'Validado', cancelled: 'Cancelado' } },
  },
  lineas_pedido: {
    name: 'Línea de pedido |||| Líneas de pedido',
    fields: {
      id: 'ID', order_id: 'Pedido', product_id: 'Producto', warehouse_id: 'Almacén', quantity: 'Cantidad', unity_price: 'Precio unitario',
      discount: 'Descuento (%)', iva_rate: 'IVA (%)', total_price: 'Importe',
    },
  },
  producto_categorias: { name: 'Categoría del producto |||| Categorías del producto', fields: { id: 'ID', ...productRef, category_id: 'Categoría' } },
  producto_stock: { name: 'Stock por almacén |||| Stock por almacén', fields: { id: 'ID', ...productRef, warehouse_id: 'Almacén', quantity: 'Cantidad', tms: 'Última modificación' } },
  producto_precios: {
    name: 'Nivel de precio |||| Niveles de precio',
    fields: { id: 'ID', ...productRef, price_level: 'Nivel', ...priceLabels },
    values: baseTypes,
  },
  producto_precios_cliente: {
    name: 'Precio por cliente |||| Precios por cliente',
    fields: { id: 'ID', ...productRef, client_id: 'Cliente', ref_customer: 'Referencia del cliente', ...priceLabels },
    values: baseTypes,
  },
  producto_precios_proveedor: {
    name: 'Precio de proveedor |||| Precios de proveedor',
    fields: {
      id: 'ID', ...productRef, supplier: 'Proveedor', ref_fourn: 'Referencia del proveedor', quantity: 'Cantidad', price: 'Precio',
      unitprice: 'Precio unitario', tva_tx: 'Tasa de IVA (%)', delivery_time_days: 'Días de entrega', barcode: 'Código de barras',
    },
  },
  producto_idiomas: {
    name: 'Traducción |||| Traducciones',
    fields: { id: 'ID', ...productRef, lang: 'Idioma', label: 'Nombre', description: 'Descripción', note: 'Nota' },
  },
  producto_reposicion: {
    name: 'Reposición |||| Reposición',
    fields: { id: 'ID', ...productRef, warehouse_id: 'Almacén', desiredstock: 'Stock deseado', seuil_stock_alerte: 'Stock de alerta' },
  },
  producto_lineas_contrato: {
    name: 'Línea de contrato |||| Líneas de contrato',
    fields: {
      id: 'ID', ...productRef, contract_ref: 'Contrato', description: 'Descripción', quantity: 'Cantidad', price: 'Precio',
      status: 'Estado', date_start: 'Inicio', date_end: 'Fin',
    },
    values: { status: { 0: 'Inactiva', 4: 'En servicio', 5: 'Cerrada' } },
  },
  producto_ordenes_produccion: {
    name: 'Orden de producción |||| Órdenes de producción',
    fields: { id: 'ID', ...productRef, ref: 'Referencia', quantity: 'Cantidad', status: 'Estado', date_start: 'Inicio', date_end: 'Fin' },
    values: { status: { draft: 'Borrador', validated: 'Validada', in_progress: 'En proceso', produced: 'Producida', cancelled: 'Cancelada' } },
  },
};
