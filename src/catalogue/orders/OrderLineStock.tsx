import Typography from '@mui/material/Typography';
import { useGetOne, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

interface WarehouseQuantity {
  readonly warehouse_id: number;
  readonly quantity: number;
}

/** The units of the line's product in the line's warehouse, read from the product's stock per warehouse; written under the warehouse's box. */
export const OrderLineStock = () => {
  const translate = useTranslate();
  const sourceContext = useSourceContext();
  const productId = useWatch({ name: sourceContext.getSource('product_id') }) as number | null | undefined;
  const warehouseId = useWatch({ name: sourceContext.getSource('warehouse_id') }) as number | null | undefined;
  const { data: product } = useGetOne('productos', { id: productId ?? 0 }, { enabled: !!productId && !!warehouseId });
  if (!productId || !warehouseId || !product) return null;
  const stock = (product.warehouse_stock as readonly WarehouseQuantity[] | undefined) ?? [];
  const quantity = Number(stock.find((entry) => Number(entry.warehouse_id) === Number(warehouseId))?.quantity ?? 0);
  return (
    <Typography component="span" variant="caption" color={quantity > 0 ? 'text.secondary' : 'error'} data-testid="order-line-stock">
      {translate('app.catalogue.orders.line_stock', { quantity })}
    </Typography>
  );
};
