/** The seeded slice of MercadoLibre Mexico's category tree (with a leaf for each family the demo catalogue sells), attributes and catalog products. */

export interface AttributeDefinition {
  id: string;
  name: string;
  valueType: 'string' | 'number' | 'list' | 'boolean' | 'number_unit';
  required?: boolean;
  conditionalRequired?: boolean;
  values?: { id: string; name: string }[];
  maxLength?: number;
}

export interface CategoryDefinition {
  id: string;
  name: string;
  parentId?: string;
  /** Only leaves carry a domain and accept listings. */
  domainId?: string;
  domainName?: string;
  keywords?: string[];
  /** Sale fee percentages (Clásica, Premium) of the leaf; Premium adds the interest-free instalments. */
  salePercent?: { gold_special: number; gold_pro: number };
  minimumPrice?: number;
  attributes?: AttributeDefinition[];
}

const brand: AttributeDefinition = { id: 'BRAND', name: 'Marca', valueType: 'string', required: true, maxLength: 255 };
const model: AttributeDefinition = { id: 'MODEL', name: 'Modelo', valueType: 'string', required: true, maxLength: 255 };
const gtin: AttributeDefinition = { id: 'GTIN', name: 'Código universal de producto', valueType: 'string', conditionalRequired: true, maxLength: 14 };
const sku: AttributeDefinition = { id: 'SELLER_SKU', name: 'SKU', valueType: 'string', maxLength: 255 };
const color: AttributeDefinition = {
  id: 'COLOR',
  name: 'Color',
  valueType: 'list',
  values: [
    { id: '52049', name: 'Negro' },
    { id: '52055', name: 'Blanco' },
    { id: '51993', name: 'Rojo' },
    { id: '52028', name: 'Azul' },
  ],
};
const itemCondition: AttributeDefinition = {
  id: 'ITEM_CONDITION',
  name: 'Condición del ítem',
  valueType: 'list',
  values: [
    { id: '2230284', name: 'Nuevo' },
    { id: '2230581', name: 'Usado' },
    { id: '2230582', name: 'Reacondicionado' },
  ],
};
const common = [brand, model, gtin, sku, itemCondition];

export const categories: CategoryDefinition[] = [
  { id: 'MLM1051', name: 'Celulares y Telefonía' },
  {
    id: 'MLM1055',
    name: 'Celulares y Smartphones',
    parentId: 'MLM1051',
    domainId: 'MLM-CELLPHONES',
    domainName: 'Celulares y smartphones',
    keywords: ['celular', 'smartphone', 'iphone', 'galaxy', 'telefono', 'motorola', 'xiaomi'],
    salePercent: { gold_special: 12.5, gold_pro: 16.5 },
    minimumPrice: 200,
    attributes: [...common, color, { id: 'INTERNAL_MEMORY', name: 'Memoria interna', valueType: 'number_unit' }],
  },
  { id: 'MLM1648', name: 'Computación' },
  { id: 'MLM1652', name: 'Laptops y Accesorios', parentId: 'MLM1648' },
  {
    id: 'MLM1763',
    name: 'Laptops',
    parentId: 'MLM1652',
    domainId: 'MLM-NOTEBOOKS',
    domainName: 'Laptops',
    keywords: ['laptop', 'notebook', 'portatil', 'macbook', 'ideapad', 'thinkpad'],
    salePercent: { gold_special: 12, gold_pro: 16 },
    minimumPrice: 1000,
    attributes: [...common, { id: 'PROCESSOR_BRAND', name: 'Marca del procesador', valueType: 'string' }],
  },
  { id: 'MLM1574', name: 'Hogar, Muebles y Jardín' },
  {
    id: 'MLM1621',
    name: 'Cafeteras',
    parentId: 'MLM1574',
    domainId: 'MLM-COFFEE_MAKERS',
    domainName: 'Cafeteras',
    keywords: ['cafetera', 'cafe', 'espresso', 'nespresso', 'dolce gusto'],
    salePercent: { gold_special: 15, gold_pro: 19.5 },
    minimumPrice: 50,
    attributes: [...common, color],
  },
  {
    id: 'MLM1578',
    name: 'Cocina',
    parentId: 'MLM1574',
    domainId: 'MLM-KITCHEN_UTENSILS',
    domainName: 'Utensilios de cocina',
    keywords: ['sarten', 'cuchillos', 'olla', 'licuadora', 'batidora', 'cocina'],
    salePercent: { gold_special: 15, gold_pro: 19.5 },
    minimumPrice: 35,
    attributes: [...common, color],
  },
  {
    id: 'MLM1582',
    name: 'Baño',
    parentId: 'MLM1574',
    domainId: 'MLM-BATHROOM_ACCESSORIES',
    domainName: 'Accesorios de baño',
    keywords: ['toallero', 'regadera', 'espejo', 'dispensador', 'cortina', 'bano'],
    salePercent: { gold_special: 15, gold_pro: 19.5 },
    minimumPrice: 35,
    attributes: [...common, color],
  },
  {
    id: 'MLM1631',
    name: 'Riego',
    parentId: 'MLM1574',
    domainId: 'MLM-GARDEN_IRRIGATION',
    domainName: 'Riego',
    keywords: ['manguera', 'aspersor', 'pistola', 'temporizador', 'riego'],
    salePercent: { gold_special: 15, gold_pro: 19.5 },
    minimumPrice: 35,
    attributes: common,
  },
  {
    id: 'MLM1632',
    name: 'Herramientas de Jardín',
    parentId: 'MLM1574',
    domainId: 'MLM-GARDEN_TOOLS',
    domainName: 'Herramientas de jardín',
    keywords: ['tijeras', 'pala', 'rastrillo', 'maceta', 'podar'],
    salePercent: { gold_special: 15, gold_pro: 19.5 },
    minimumPrice: 35,
    attributes: common,
  },
  { id: 'MLM189530', name: 'Herramientas' },
  {
    id: 'MLM189531',
    name: 'Herramientas Eléctricas',
    parentId: 'MLM189530',
    domainId: 'MLM-POWER_TOOLS',
    domainName: 'Herramientas eléctricas',
    keywords: ['taladro', 'esmeriladora', 'sierra', 'lijadora', 'rotomartillo'],
    salePercent: { gold_special: 13, gold_pro: 17.5 },
    minimumPrice: 50,
    attributes: [...common, { id: 'POWER', name: 'Potencia', valueType: 'number_unit' }],
  },
  {
    id: 'MLM189532',
    name: 'Herramientas Manuales',
    parentId: 'MLM189530',
    domainId: 'MLM-HAND_TOOLS',
    domainName: 'Herramientas manuales',
    keywords: ['martillo', 'desarmador', 'desarmadores', 'llave', 'pinzas', 'serrucho'],
    salePercent: { gold_special: 13, gold_pro: 17.5 },
    minimumPrice: 20,
    attributes: common,
  },
  { id: 'MLM1000', name: 'Electrónica, Audio y Video' },
  {
    id: 'MLM3835',
    name: 'Audio',
    parentId: 'MLM1000',
    domainId: 'MLM-SPEAKERS_AND_HEADPHONES',
    domainName: 'Bocinas y audífonos',
    keywords: ['bocina', 'audifonos', 'barra', 'sonido', 'microfono', 'bluetooth'],
    salePercent: { gold_special: 13.5, gold_pro: 17.5 },
    minimumPrice: 50,
    attributes: [...common, color],
  },
  {
    id: 'MLM3813',
    name: 'Accesorios de Electrónica',
    parentId: 'MLM1000',
    domainId: 'MLM-ELECTRONICS_ACCESSORIES',
    domainName: 'Accesorios de electrónica',
    // A phone's stand and a portable battery are accessories: with their nouns, "celular" and "portatil" outweigh the phones' and laptops' leaves.
    keywords: ['cargador', 'hdmi', 'usb-c', 'bateria', 'soporte', 'mouse', 'celular', 'portatil'],
    salePercent: { gold_special: 13.5, gold_pro: 17.5 },
    minimumPrice: 20,
    attributes: [...common, color],
  },
  { id: 'MLM1276', name: 'Deportes y Fitness' },
  {
    id: 'MLM1292',
    name: 'Ciclismo',
    parentId: 'MLM1276',
    domainId: 'MLM-CYCLING_ACCESSORIES',
    domainName: 'Accesorios de ciclismo',
    keywords: ['casco', 'bomba', 'luz', 'candado', 'ciclismo', 'bicicleta'],
    salePercent: { gold_special: 14, gold_pro: 18.5 },
    minimumPrice: 30,
    attributes: [...common, color],
  },
  {
    id: 'MLM1285',
    name: 'Fitness',
    parentId: 'MLM1276',
    domainId: 'MLM-FITNESS_EQUIPMENT',
    domainName: 'Equipo de fitness',
    keywords: ['mancuernas', 'tapete', 'yoga', 'cuerda', 'banda', 'fitness'],
    salePercent: { gold_special: 14, gold_pro: 18.5 },
    minimumPrice: 30,
    attributes: [...common, color],
  },
  { id: 'MLM1430', name: 'Ropa, Bolsas y Calzado' },
  {
    id: 'MLM109027',
    name: 'Playeras',
    parentId: 'MLM1430',
    domainId: 'MLM-T_SHIRTS',
    domainName: 'Playeras',
    keywords: ['playera', 'camiseta', 't-shirt', 'polo'],
    salePercent: { gold_special: 17.5, gold_pro: 22.5 },
    minimumPrice: 35,
    attributes: [
      brand,
      { ...model, required: false },
      gtin,
      sku,
      itemCondition,
      color,
      { id: 'SIZE', name: 'Talla', valueType: 'string', required: true },
      {
        id: 'GENDER',
        name: 'Género',
        valueType: 'list',
        required: true,
        values: [
          { id: '339666', name: 'Hombre' },
          { id: '339665', name: 'Mujer' },
          { id: '110461', name: 'Sin género' },
        ],
      },
    ],
  },
  {
    id: 'MLM1434',
    name: 'Tenis',
    parentId: 'MLM1430',
    domainId: 'MLM-SNEAKERS',
    domainName: 'Tenis',
    keywords: ['tenis', 'zapatillas', 'sneakers', 'nike', 'adidas'],
    salePercent: { gold_special: 17.5, gold_pro: 22.5 },
    minimumPrice: 100,
    attributes: [...common, color, { id: 'SIZE', name: 'Talla', valueType: 'string', required: true }],
  },
  { id: 'MLM1132', name: 'Juegos y Juguetes' },
  {
    id: 'MLM1166',
    name: 'Peluches',
    parentId: 'MLM1132',
    domainId: 'MLM-STUFFED_ANIMALS',
    domainName: 'Peluches',
    keywords: ['peluche', 'oso', 'muñeco'],
    salePercent: { gold_special: 15.5, gold_pro: 19.5 },
    minimumPrice: 20,
    attributes: [brand, { ...model, required: false }, gtin, sku, itemCondition],
  },
];

export const categoryById = new Map(categories.map((category) => [category.id, category]));

export const listingTypes = [
  { site_id: 'MLM', id: 'gold_pro', name: 'Premium', exposure: 'highest' },
  { site_id: 'MLM', id: 'gold_special', name: 'Clásica', exposure: 'high' },
  { site_id: 'MLM', id: 'free', name: 'Gratuita', exposure: 'lowest' },
] as const;

export interface CatalogProduct {
  id: string;
  name: string;
  domainId: string;
  gtin: string;
  brand: string;
  model: string;
}

export const catalogProducts: CatalogProduct[] = [
  {
    id: 'MLM27172677',
    name: 'Samsung Galaxy A15 128 GB Azul Oscuro 4 GB RAM',
    domainId: 'MLM-CELLPHONES',
    gtin: '8806095426280',
    brand: 'Samsung',
    model: 'Galaxy A15',
  },
  { id: 'MLM26767711', name: 'Apple iPhone 15 (128 GB) - Negro', domainId: 'MLM-CELLPHONES', gtin: '0195949035296', brand: 'Apple', model: 'iPhone 15' },
  {
    id: 'MLM22944393',
    name: 'Laptop Lenovo IdeaPad 3 15.6" Intel Core i5 8 GB 512 GB SSD',
    domainId: 'MLM-NOTEBOOKS',
    gtin: '0196802471234',
    brand: 'Lenovo',
    model: 'IdeaPad 3',
  },
  {
    id: 'MLM18530265',
    name: 'Cafetera Oster BVSTDC4401 12 tazas Negra',
    domainId: 'MLM-COFFEE_MAKERS',
    gtin: '0034264500123',
    brand: 'Oster',
    model: 'BVSTDC4401',
  },
];

export const shippingMethods = [
  {
    id: 501245,
    name: 'Estándar a domicilio',
    type: 'standard',
    deliver_to: 'address',
    status: 'active',
    min_time: 72,
    max_time: 144,
    company_id: 17500240,
    company_name: 'Mercado Envíos',
  },
  {
    id: 501345,
    name: 'Prioritario a domicilio',
    type: 'express',
    deliver_to: 'address',
    status: 'active',
    min_time: 24,
    max_time: 48,
    company_id: 17500240,
    company_name: 'Mercado Envíos',
  },
  {
    id: 503045,
    name: 'Retiro en punto de entrega',
    type: 'standard',
    deliver_to: 'agency',
    status: 'active',
    min_time: 72,
    max_time: 168,
    company_id: 17500240,
    company_name: 'Mercado Envíos',
  },
] as const;
