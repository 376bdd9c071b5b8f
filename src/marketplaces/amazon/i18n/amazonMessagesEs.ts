import { amazonListingLabelsEs, amazonListingMessagesEs } from '../publications/i18n/amazonListingMessagesEs';
import { amazonPaymentMessagesEs } from '../payments/amazonPaymentMessagesEs';
import { amazonReturnMessagesEs } from '../returns/amazonReturnMessagesEs';

/** Spanish strings of the Amazon screens. */
export const amazonMessagesEs = {
  resources: {
    'amazon/publicaciones': amazonListingLabelsEs,
    'amazon/pagos': amazonPaymentMessagesEs,
    'amazon/devoluciones': amazonReturnMessagesEs,
    'amazon/ventas': {
      name: 'Venta |||| Ventas',
      fields: {
        marketplace_order_id: 'ID',
        total_paid: 'Total',
        marketplace_status: 'Estado en el marketplace',
        shipment_status: 'Entrega',
        datec: 'Fecha',
        channel: 'Marketplace',
      },
    },
  },
  app: {
    menu: { amazon: 'Amazon', amazon_publications: 'Publicaciones', amazon_sales: 'Ventas', amazon_payments: 'Pagos', amazon_returns: 'Devoluciones' },
    amazon: {
      listings: amazonListingMessagesEs,
      accounts: {
        title: 'Cuentas de Amazon',
        connect: 'Conectar cuenta',
        connect_error: 'No se pudo iniciar la conexión con Amazon: %{reason}',
        connected: 'Cuenta %{name} conectada',
        authorize_error: 'Amazon no autorizó la cuenta: %{reason}',
        denied: 'La autorización en Seller Central fue rechazada (%{reason})',
        none: 'No hay cuentas de Amazon conectadas',
        active: 'Activa',
        seller: 'Vendedor %{id}',
        statuses: { connected: 'Conectada', reauthorize: 'Hay que volver a autorizar' },
        token_until: 'Token de acceso vigente hasta %{date}',
        token_none: 'Sin token de acceso en uso; se pide al usarla',
        last_refresh: 'Última renovación del token: %{date}',
        never_refreshed: 'El token no se ha renovado todavía',
        reauthorize: 'Amazon rechazó la renovación del token (%{reason}). Conecte la cuenta de nuevo.',
        set_active: 'Usar como activa',
        delete: 'Desconectar',
        delete_title: 'Desconectar la cuenta',
        delete_content: '¿Desconectar la cuenta %{name}? Sus ventas dejarán de sincronizarse.',
        done: { set_active: 'Cuenta activa cambiada', delete: 'Cuenta desconectada' },
        failed: { set_active: 'No se pudo cambiar la cuenta activa', delete: 'No se pudo desconectar la cuenta' },
      },
      sales: {
        order_statuses: {
          Pending: 'Pedido pendiente',
          Unshipped: 'Sin enviar',
          PartiallyShipped: 'Enviado en parte',
          Shipped: 'Enviado',
          Canceled: 'Cancelado',
        },
      },
    },
  },
};
