import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { maxBuyerMessageLength } from '../../../../resources/amazon/buyerRequests';
import { CountedMessageField } from '../../mercadolibre/CountedMessageField';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { failureReason } from '../../../schema-ui/serverReason';

/** The answer's field as the form labels it, by which a refusal's toast names it. */
const answerLabels = { text: 'app.amazon.questions.answer' };

/**
 * The message to the buyer about the order: Amazon's 2,000-character bound counted as the seller types.
 * `besideSend`: the request's other action, on the send button's line.
 */
export const BuyerRequestAnswerForm = ({ besideSend }: { readonly besideSend?: ReactNode }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const [text, setText] = useState('');
  const answer = useMutation({
    mutationFn: () => dataProvider.answerBuyerRequest(record?.id ?? 0, text),
    onSuccess: () => {
      setText('');
      notify('app.amazon.questions.answered', { type: 'success' });
      refresh();
    },
    onError: (error) => notify('app.amazon.questions.answer_error', { type: 'error', messageArgs: { reason: failureReason(error, translate, answerLabels) } }),
  });
  if (!record) return null;
  const tooLong = text.length > maxBuyerMessageLength;
  return (
    <Stack direction="column" spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), answer.mutate())}>
      <CountedMessageField
        label={translate(answerLabels.text)}
        value={text}
        onChange={setText}
        max={maxBuyerMessageLength}
        counter="app.amazon.questions.counter"
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
        {besideSend}
        <Button type="submit" variant="contained" size="small" disabled={!text.trim() || tooLong || answer.isPending}>
          {translate('app.amazon.questions.send')}
        </Button>
      </Stack>
    </Stack>
  );
};
