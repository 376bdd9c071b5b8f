import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { Button } from '../../layout/Button';
import { downloadSpreadsheet } from '../../schema-ui/listExporter';
import { productExportLimits, productsToCsv } from './productCsv';

/** CSV of every row matching the current search and filters, fetched page by page through the dataProvider. */
export const ProductExportButton = () => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportRows = async () => {
    setBusy(true);
    try {
      const rows: RaRecord[] = [];
      const wanted = Math.min(total ?? productExportLimits.maxRows, productExportLimits.maxRows);
      for (let page = 1; rows.length < wanted; page++) {
        const { data } = await dataProvider.getList('productos', {
          filter: filterValues,
          sort,
          pagination: { page, perPage: productExportLimits.pageSize },
        });
        rows.push(...data);
        if (data.length < productExportLimits.pageSize) break;
      }
      downloadSpreadsheet(productsToCsv(rows.slice(0, wanted), translate), 'productos');
    } catch {
      notify('app.catalogue.export_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={exportRows} disabled={busy || !total}>
      <DownloadIcon />
    </Button>
  );
};
