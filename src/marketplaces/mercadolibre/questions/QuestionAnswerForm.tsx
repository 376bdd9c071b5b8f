import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { maxAnswerLength } from '../../../../resources/mercadolibre/questions';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { CountedMessageField } from '../CountedMessageField';
import { QuestionTemplates } from './QuestionTemplates';
import { failureReason } from '../../../schema-ui/serverReason';

/** The answer's field as the form labels it, by which a refusal's toast names it. */
const answerLabels = { text: 'app.mercadolibre.questions.answer' };

/** The inline answer of an unanswered question, typed or from a template: MercadoLibre's 2,000-character bound counted as the seller types. */
export const QuestionAnswerForm = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [text, setText] = useState('');
  const answer = useMutation({
    mutationFn: () => dataProvider.answerQuestion(record?.id ?? 0, text),
    onSuccess: () => {
      setText('');
      notify('app.mercadolibre.questions.answered', { type: 'success' });
      refresh();
    },
    onError: (error) =>
      notify('app.mercadolibre.questions.answer_error', { type: 'error', messageArgs: { reason: failureReason(error, translate, answerLabels) } }),
  });
  if (!record) return null;
  const tooLong = text.length > maxAnswerLength;
  return (
    <Stack direction="column" spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), answer.mutate())}>
      <QuestionTemplates onPick={setText} />
      <CountedMessageField
        label={translate(answerLabels.text)}
        value={text}
        onChange={setText}
        max={maxAnswerLength}
        counter="app.mercadolibre.questions.counter"
      />
      <Button type="submit" variant="contained" size="small" disabled={!text.trim() || tooLong || answer.isPending} sx={{ alignSelf: 'flex-end' }}>
        {translate('app.mercadolibre.questions.send')}
      </Button>
    </Stack>
  );
};
