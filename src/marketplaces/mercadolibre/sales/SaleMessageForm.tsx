import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { maxSaleMessageAttachments, maxSaleMessageLength } from '../../../../resources/mercadolibre/messages';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { CountedMessageField } from '../CountedMessageField';
import { failureReason } from '../../../schema-ui/serverReason';

const t = (key: string) => `app.mercadolibre.sales.conversation.${key}`;
/** The message's fields as the form labels them, by which a refusal's toast names them. */
const messageLabels = { text: t('text'), attachments: t('attach') };

/**
 * The seller's message to the buyer: MercadoLibre's 350 characters counted as the seller types,
 * files uploaded as soon as they are picked (a message names them by id), then sent. `afterSend`
 * runs whether MercadoLibre took the message or refused it (the conversation may have been blocked since).
 */
export const SaleMessageForm = ({ orderId, afterSend }: { readonly orderId: Identifier; readonly afterSend: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<{ id: string; name: string }[]>([]);
  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.uploadSaleAttachment(orderId, file).then(({ id }) => ({ id, name: file.name })),
    onSuccess: (attachment) => setAttachments((current) => [...current, attachment]),
    onError: (error) => notify(t('send_failed'), { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  const send = useMutation({
    mutationFn: () => dataProvider.sendSaleMessage(orderId, { text, attachments: attachments.map((attachment) => attachment.id) }),
    onSuccess: () => {
      setText('');
      setAttachments([]);
      notify(t('sent'), { type: 'success' });
      afterSend();
    },
    onError: (error) => {
      notify(t('send_failed'), { type: 'error', messageArgs: { reason: failureReason(error, translate, messageLabels) } });
      afterSend();
    },
  });
  const tooLong = text.length > maxSaleMessageLength;
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => (event.preventDefault(), send.mutate())}>
      <CountedMessageField label={translate(messageLabels.text)} value={text} onChange={setText} max={maxSaleMessageLength} counter={t('counter')} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Tooltip title={translate(t('attach'))}>
          <span>
            <IconButton
              component="label"
              aria-label={translate(messageLabels.attachments)}
              disabled={upload.isPending || attachments.length >= maxSaleMessageAttachments}
            >
              <AttachFileIcon />
              <input
                type="file"
                hidden
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) upload.mutate(file);
                }}
              />
            </IconButton>
          </span>
        </Tooltip>
        {upload.isPending && <Chip size="small" label={translate(t('uploading'))} />}
        {attachments.map((attachment) => (
          <Chip
            key={attachment.id}
            size="small"
            label={attachment.name}
            onDelete={() => setAttachments((current) => current.filter((each) => each.id !== attachment.id))}
          />
        ))}
        <Button type="submit" variant="contained" size="small" disabled={!text.trim() || tooLong || send.isPending || upload.isPending} sx={{ ml: 'auto' }}>
          {translate(t('send'))}
        </Button>
      </Stack>
    </Stack>
  );
};
