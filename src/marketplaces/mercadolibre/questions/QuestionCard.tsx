import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { MercadoLibreQuestion } from '../../../../resources/mercadolibre/questions';
import { ageColour, questionAge } from './questionAge';
import { QuestionAnswerForm } from './QuestionAnswerForm';

/** One question: its status in words, how long it has waited (coloured while unanswered), the answer or the form to give it. */
export const QuestionCard = ({ now }: { now: number }) => {
  const translate = useTranslate();
  const question = useRecordContext<MercadoLibreQuestion>();
  if (!question) return null;
  const waiting = question.status === 'UNANSWERED';
  const age = question.date_created ? questionAge(question.date_created, now) : undefined;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
          <Chip size="small" label={translate(`app.mercadolibre.questions.statuses.${question.status}`, { _: question.status })} />
          {age && question.date_created ? (
            <Chip
              size="small"
              variant={waiting ? 'filled' : 'outlined'}
              color={waiting ? ageColour(question.date_created, now) : 'default'}
              label={translate(`app.mercadolibre.questions.age.${age.unit}`, { smart_count: age.count })}
            />
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {question.item_id}
          </Typography>
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere', mb: 1 }}>{question.text}</Typography>
        {question.answer_text ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate('app.mercadolibre.questions.answer')}: {question.answer_text}
          </Typography>
        ) : null}
        {waiting ? <QuestionAnswerForm /> : null}
      </CardContent>
    </Card>
  );
};
