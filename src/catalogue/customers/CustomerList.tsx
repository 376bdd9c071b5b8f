import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { clients } from '../../../resources/catalogue';
import { SchemaList } from '../../schema-ui';
import { customerAsShown, customerColumns } from './CustomerBuyerField';

/** /clientes: the declared list, a sale's customer named by the marketplace buyer it was made for, in words here and in the CSV. */
export const CustomerList = () => {
  const translate = useTranslate();
  const exportedAs = useMemo(() => customerAsShown(translate), [translate]);
  return <SchemaList declaration={clients} fields={customerColumns} exportedAs={exportedAs} />;
};

export default CustomerList;
