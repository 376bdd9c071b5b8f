import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { claimAttachmentTypes, maxClaimAttachmentBytes } from '../../../../resources/mercadolibre/claimActionForms';
import type { MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { failureReason } from '../../../schema-ui/serverReason';

const messages = 'app.mercadolibre.claims';
const accept = Object.keys(claimAttachmentTypes)
  .map((extension) => `.${extension}`)
  .join(',');

/** The file's content as base64, what the attachments route takes (read as a data URL, its prefix dropped). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsDataURL(file);
  });

/**
 * Picks files and sends each to the claim at once (MercadoLibre only takes JPG, PNG and PDF up to
 * its size limit, checked here first so the seller learns it before waiting); `onSent` gets the
 * names MercadoLibre gave the files sent so far.
 */
export const ClaimFilePicker = ({ sent, onSent }: { sent: string[]; onSent: (names: string[]) => void }) => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      if (!claimAttachmentTypes[extension] || file.size > maxClaimAttachmentBytes || file.size === 0)
        throw new Error(translate(`${messages}.files.refused`, { max: maxClaimAttachmentBytes / 1024 / 1024 }));
      return dataProvider.sendClaimAttachment(claim?.id ?? 0, file.name, await base64Of(file));
    },
    onSuccess: (answer) => onSent([...sent, answer.filename]),
    onError: (error) => notify(`${messages}.failed`, { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  return (
    <Stack spacing={1}>
      <Button component="label" variant="outlined" size="small" disabled={upload.isPending}>
        {translate(`${messages}.files.choose`)}
        <input
          hidden
          type="file"
          accept={accept}
          aria-label={translate(`${messages}.files.choose`)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {sent.length > 0 ? translate(`${messages}.files.sent`, { names: sent.join(', ') }) : translate(`${messages}.files.none`)}
      </Typography>
    </Stack>
  );
};
