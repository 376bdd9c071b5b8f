import type { catalogueAppEs } from './catalogueAppEs';
import type { Messages } from '../../i18n/messageShape';

/** English strings of the catalogue screens (`app.catalogue.*`). */
export const catalogueAppEn: Messages<typeof catalogueAppEs> = {
  export_error: 'The export failed',
  products: {
    delete_listed: {
      title: 'The product has live listings',
      content: 'It cannot be deleted while these listings sell it: %{listings}. Close them on their marketplace and delete the product?',
      confirm: 'Close listings and delete',
    },
    tabs: {
      general: 'General',
      prices: 'Prices and tax',
      stock: 'Stock and warehouses',
      measures: 'Measures',
      codes: 'Codes and accounting',
      extra_fields: 'Extra fields',
      images: 'Images',
      summary: 'Summary',
    },
    warehouse_stock: 'Stock per warehouse',
    add_warehouse: 'Add warehouse',
    add_extra_field: 'Add field',
    min_price_above_price: 'The minimum price is above the price: check it before publishing',
    listed_on: 'Where it is listed',
    inventory_code: 'Inventory code',
    extra_field: 'Field',
    extra_value: 'Value',
    add_images: 'Add images',
    no_images: 'No images',
    image_left: 'Move left',
    image_right: 'Move right',
    image_make_main: 'Make main',
    image_is_main: 'Main image',
    image_remove: 'Remove image',
    image_removed: 'Image removed',
  },
  categories: {
    title: 'Categories',
    expand: 'Show subcategories',
    collapse: 'Hide subcategories',
    no_children: 'No subcategories',
    more: 'Show %{count} more',
  },
  orders: {
    validate: 'Validate order',
    validated: 'Order validated: the stock was taken out of the warehouses',
    validate_error: 'The order could not be validated',
    restock: 'Return to stock',
    restocked: 'The sale’s units went back to the warehouses',
    restock_error: 'Could not return to stock',
    line_stock: 'Available in this warehouse: %{quantity}',
    add_line: 'Add line',
  },
};
