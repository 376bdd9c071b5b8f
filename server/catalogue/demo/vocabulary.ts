/** Spanish words the demo catalogue is made of: a category tree and the products of each leaf. */
export const categoryTree: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  Herramientas: {
    'Herramientas eléctricas': ['Taladro percutor', 'Esmeriladora angular', 'Sierra circular', 'Lijadora orbital', 'Rotomartillo'],
    'Herramientas manuales': ['Martillo de uña', 'Juego de desarmadores', 'Llave ajustable', 'Pinzas de electricista', 'Serrucho'],
  },
  Hogar: {
    Cocina: ['Sartén antiadherente', 'Juego de cuchillos', 'Olla exprés', 'Licuadora', 'Cafetera de goteo'],
    Baño: ['Toallero de acero', 'Regadera de mano', 'Espejo con luz', 'Dispensador de jabón', 'Cortina de baño'],
  },
  Electrónica: {
    Audio: ['Bocina bluetooth', 'Audífonos inalámbricos', 'Barra de sonido', 'Micrófono de condensador'],
    Accesorios: ['Cargador rápido USB-C', 'Cable HDMI', 'Batería portátil', 'Soporte para celular', 'Mouse inalámbrico'],
  },
  Deportes: {
    Ciclismo: ['Casco de ciclismo', 'Bomba de aire', 'Luz trasera LED', 'Candado de cable'],
    Fitness: ['Mancuernas ajustables', 'Tapete de yoga', 'Cuerda para saltar', 'Banda elástica'],
  },
  Jardín: {
    Riego: ['Manguera reforzada', 'Aspersor giratorio', 'Pistola de riego', 'Temporizador de riego'],
    Jardinería: ['Tijeras de podar', 'Pala cuadrada', 'Rastrillo metálico', 'Maceta de barro'],
  },
};

export const brands = ['Truper', 'Pretul', 'Urrea', 'Surtek', 'Mabe', 'Oster', 'T-Fal', 'Steren', 'Benotto', 'Volteck', 'Coflex', 'Rotoplas'];
export const variants = ['Negro', 'Rojo', 'Azul', 'Gris', 'Chico', 'Mediano', 'Grande', 'Profesional', 'Básico', 'Compacto'];
export const features = ['garantía de un año', 'uso rudo', 'acabado premium', 'fácil instalación', 'ahorro de energía', 'incluye accesorios'];

export const warehouseSeeds = [
  { ref: 'ALM-CDMX', label: 'Almacén Central CDMX', town: 'Ciudad de México', zip: '02300', address: 'Av. Azcapotzalco 120' },
  { ref: 'ALM-MTY', label: 'Almacén Monterrey', town: 'Monterrey', zip: '64000', address: 'Calle Zaragoza 45' },
  { ref: 'ALM-GDL', label: 'Almacén Guadalajara', town: 'Guadalajara', zip: '44100', address: 'Av. Vallarta 890' },
];

export const firstNames = ['María', 'José', 'Guadalupe', 'Juan', 'Ana', 'Luis', 'Carmen', 'Jorge', 'Rosa', 'Miguel', 'Patricia', 'Fernando'];
export const lastNames = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Flores', 'Núñez'];
export const companyWords = ['Ferretería', 'Comercializadora', 'Distribuidora', 'Abarrotes', 'Materiales', 'Suministros'];
export const places = [
  { city: 'Ciudad de México', state: 'Ciudad de México', cp: '06600' },
  { city: 'Monterrey', state: 'Nuevo León', cp: '64000' },
  { city: 'Guadalajara', state: 'Jalisco', cp: '44100' },
  { city: 'Puebla', state: 'Puebla', cp: '72000' },
  { city: 'Mérida', state: 'Yucatán', cp: '97000' },
  { city: 'Querétaro', state: 'Querétaro', cp: '76000' },
];
export const shippingMethods = ['Mercado Envíos', 'Paquetería Estafeta', 'DHL Express', 'Recoger en tienda', 'FedEx'];
