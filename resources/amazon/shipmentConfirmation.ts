/** The bounds of a shipment confirmation's fields, kept by the API and the screen's dialog alike. */
export const maxCarrierLength = 60;
/** As long as an ERP order's tracking number may be. */
export const maxShipmentTrackingLength = 64;
