import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { MercadoLibreQuestion } from '../../../../resources/mercadolibre/questions';
import { useMoneyFormat } from '../../../i18n/money';

/** The answer templates; those naming the product's stock or price are offered only when the question's listing is linked to one. */
const templates = ['greeting', 'stock', 'price'] as const;
const needsProduct: ReadonlySet<(typeof templates)[number]> = new Set(['stock', 'price']);

/** Fills the answer with a template, its variables taken from the catalogue product the question's listing sells. */
export const QuestionTemplates = ({ onPick }: { onPick: (text: string) => void }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const question = useRecordContext<MercadoLibreQuestion>();
  const productId = question?.product_id ?? undefined;
  const { data: product } = useGetOne<{ id: number; stock?: number | null; price_ttc?: number | null; price?: number | null }>(
    'productos',
    { id: productId ?? 0 },
    { enabled: productId !== undefined },
  );
  const values = { stock: product?.stock ?? 0, price: money(product?.price_ttc ?? product?.price ?? 0) };
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {templates
        .filter((template) => product || !needsProduct.has(template))
        .map((template) => (
          <Chip
            key={template}
            size="small"
            variant="outlined"
            label={translate(`app.mercadolibre.questions.templates.${template}.name`)}
            onClick={() => onPick(translate(`app.mercadolibre.questions.templates.${template}.text`, values))}
          />
        ))}
    </Stack>
  );
};
