import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicationValidationView } from '../../../src/marketplaces/mercadolibre/publications/PublicationValidationView';
import { readValidations } from '../../../src/marketplaces/mercadolibre/publications/publicationValidations';
import { renderInAdmin } from '../support/renderInAdmin';

describe('PublicationValidationView', () => {
  it('shows blocking errors apart from warnings, each with its field', () => {
    const validations = readValidations({
      valid: false,
      errors: [
        { field: 'pictures', message: 'Item pictures are mandatory', code: 'item.listing_type_id.requiresPictures' },
        { field: 'attributes', message: 'The attributes [BRAND] are required' },
      ],
      warnings: [{ field: 'attributes', message: 'The attribute GTIN is conditionally required' }],
    });
    renderInAdmin(<PublicationValidationView validations={validations} />);
    const errors = screen.getByRole('region', { name: 'Errores' });
    const warnings = screen.getByRole('region', { name: 'Advertencias' });
    expect(within(errors).getByText('2 errores')).toBeInTheDocument();
    expect(within(errors).getByText('Imágenes: Item pictures are mandatory')).toBeInTheDocument();
    expect(within(errors).getByText('Atributos: The attributes [BRAND] are required')).toBeInTheDocument();
    expect(within(errors).queryByText('item.listing_type_id.requiresPictures')).not.toBeInTheDocument();
    expect(within(errors).queryByText(/GTIN/)).not.toBeInTheDocument();
    expect(within(warnings).getByText('1 advertencia')).toBeInTheDocument();
    expect(within(warnings).getByText('Atributos: The attribute GTIN is conditionally required')).toBeInTheDocument();
    expect(screen.queryByText('Sin errores: lista para publicarse')).not.toBeInTheDocument();
  });

  it("says a cause we word in the seller's language, not in MercadoLibre's English nor by its code", () => {
    const code = 'item.attributes.missing_required';
    const validations = readValidations({
      valid: false,
      errors: [
        {
          field: 'attributes',
          message: 'The attributes [BRAND, MODEL] are required for category MLM1234 and channel marketplace',
          code,
          detail: { key: 'ml_attributes_missing', params: { attributes: 'BRAND, MODEL' } },
        },
      ],
      warnings: [],
    });
    renderInAdmin(<PublicationValidationView validations={validations} />);
    const errors = screen.getByRole('region', { name: 'Errores' });
    expect(within(errors).getByText('Atributos: La categoría exige estos atributos: BRAND, MODEL')).toBeInTheDocument();
    expect(within(errors).queryByText(/required for category/)).not.toBeInTheDocument();
    expect(within(errors).queryByText(code)).not.toBeInTheDocument();
  });

  it('says the publication is ready when only warnings remain', () => {
    renderInAdmin(<PublicationValidationView validations={readValidations({ valid: true, errors: [], warnings: [{ field: 'title', message: 'Largo' }] })} />);
    expect(screen.getByText('Sin errores: lista para publicarse')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Errores' })).not.toBeInTheDocument();
    expect(screen.getByText('Título: Largo')).toBeInTheDocument();
  });

  it('says a publication already on Mercado Libre has no errors, not that it is ready to publish', () => {
    const validations = readValidations({ valid: true, errors: [], warnings: [] });
    const { unmount } = renderInAdmin(<PublicationValidationView validations={validations} status="published" />);
    expect(screen.getByText('Sin errores')).toBeInTheDocument();
    expect(screen.queryByText(/lista para publicarse/)).not.toBeInTheDocument();
    unmount();
    renderInAdmin(<PublicationValidationView validations={validations} status="to_be_corrected" />);
    expect(screen.getByText('Sin errores: lista para publicarse')).toBeInTheDocument();
  });
});
