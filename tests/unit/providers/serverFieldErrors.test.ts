import { describe, expect, it } from 'vitest';
import { toFormErrors } from '../../../src/providers/serverFieldErrors';
import { en } from '../../../src/i18n/en';
import { es } from '../../../src/i18n/es';

describe('the server field messages a form shows', () => {
  it('turns every sentence the server says without values into its catalogue key, so an English form words it', () => {
    const form = toFormErrors({
      label: 'Ya existe una categoría con este nombre en el mismo nivel',
      fk_parent: 'Una categoría no puede estar dentro de sí misma ni de sus subcategorías',
      ref: 'Ya existe un registro con este valor',
      title: 'Este campo no puede estar vacio',
    });
    expect(form).toEqual({
      label: 'app.errors.category_name_taken',
      fk_parent: 'app.errors.category_inside_itself',
      ref: 'app.errors.value_taken',
      title: 'app.validation.blank',
    });
    expect(en.app.errors.category_name_taken).toBe('A category with this name already exists at the same level');
    expect(es.app.errors.category_name_taken).toBe('Ya existe una categoría con este nombre en el mismo nivel');
  });

  it('shows a message it has no words for as the server sent it', () => {
    expect(toFormErrors({ ref_ext: 'El producto 12 no existe' })).toEqual({ ref_ext: 'El producto 12 no existe' });
  });
});
