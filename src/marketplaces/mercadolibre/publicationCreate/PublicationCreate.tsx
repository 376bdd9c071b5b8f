import FactCheckIcon from '@mui/icons-material/FactCheck';
import PublishIcon from '@mui/icons-material/Publish';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Button } from '../../../layout/Button';
import { useSearchParams } from 'react-router-dom';
import { PublicationValidationView } from '../publications/PublicationValidationView';
import { readValidations } from '../publications/publicationValidations';
import { PublicationCategoryPicker } from './PublicationCategoryPicker';
import { PublicationListingDetails } from './PublicationListingDetails';
import { PublicationProductPicker } from './PublicationProductPicker';
import { imageLines, productImageUrls } from './productImageUrls';
import { usePublicationDraft } from './usePublicationDraft';
import { KeepButtonLabels } from '../../../layout/KeepButtonLabels';

/**
 * /mercadolibre/publicaciones/create: "Publicar en Mercado Libre" from a catalogue product; a product's
 * sheet opens it at `?product_id={id}` with that product already chosen.
 */
export const PublicationCreate = () => {
  const translate = useTranslate();
  const requestedParam = useSearchParams()[0].get('product_id');
  // Product ids are integers; the address carries them as text, which would match no product choice.
  const requestedId = requestedParam !== null && /^\d+$/.test(requestedParam) ? Number(requestedParam) : null;
  const requested = useGetOne<RaRecord>('productos', { id: requestedId ?? '' }, { enabled: requestedId !== null });
  // undefined until the seller picks one, so the requested product counts until then.
  const [picked, setPicked] = useState<RaRecord | null | undefined>(undefined);
  const product = picked === undefined ? (requested.data ?? null) : picked;
  // null while the seller has not edited them: the chosen product's images.
  const [editedImages, setImages] = useState<string | null>(null);
  const images = editedImages ?? productImageUrls(product?.images).join('\n');
  const { validate, isValidating, answer, draft, publish, isPublishing, reset } = usePublicationDraft();
  const pick = (chosen: RaRecord | null) => {
    setPicked(chosen);
    setImages(null);
    reset();
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.mercadolibre.create.title" />
      <KeepButtonLabels>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6">{translate('app.mercadolibre.create.title')}</Typography>
            <PublicationProductPicker onPick={pick} productId={requestedId} />
            <TextField
              label={translate('app.mercadolibre.create.images')}
              helperText={translate('app.mercadolibre.create.images_hint')}
              value={images}
              onChange={(event) => setImages(event.target.value)}
              multiline
              minRows={2}
              disabled={product === null}
            />
            <div>
              <Button
                label="app.mercadolibre.create.validate"
                variant="outlined"
                disabled={product === null || isValidating}
                onClick={() => product && validate({ productId: product.id, images: imageLines(images) })}
              >
                <FactCheckIcon />
              </Button>
            </div>
            {draft && <PublicationListingDetails draft={draft} />}
            {draft && <PublicationCategoryPicker draft={draft} onChosen={reset} />}
            {answer && <PublicationValidationView validations={readValidations(answer)} />}
            {draft && (
              <div>
                <Button label="app.mercadolibre.create.publish" variant="contained" disabled={!answer?.valid || isPublishing} onClick={() => publish(draft.id)}>
                  <PublishIcon />
                </Button>
              </div>
            )}
          </Stack>
        </CardContent>
      </KeepButtonLabels>
    </Card>
  );
};

export default PublicationCreate;
