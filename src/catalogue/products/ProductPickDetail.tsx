import { useRecordContext } from 'react-admin';

/** What tells a product apart from others of the same name where one is picked (a size, a colour): its reference and barcode. */
export const ProductPickDetail = () => {
  const record = useRecordContext();
  return record ? [record.ref, record.barcode].filter(Boolean).join(' · ') : null;
};

/** The detail as a picker takes it: one element for every render. */
export const productDetail = <ProductPickDetail />;
