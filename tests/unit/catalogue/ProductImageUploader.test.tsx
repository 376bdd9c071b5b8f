import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductImageUploader } from '../../../src/catalogue/products/ProductImageUploader';
import type { UploadSettings } from '../../../src/uploads/useUploadSettings';
import { renderInAdmin } from '../support/renderInAdmin';
import { fileOf, FakeUploadTransport } from '../uploads/fakeUploadTransport';

// The server's answers: an image is stored, anything named "roto" is refused as not an image.
vi.mock('../../../src/uploads/uploadAuthTransport', () => ({
  createAuthorizedUploadTransport: () =>
    new FakeUploadTransport((request) => {
      const file = request.field('file');
      return file instanceof File && file.name.startsWith('roto')
        ? { status: 415, body: { error: 'unsupported_media_type', message: 'El archivo no es una imagen' } }
        : { status: 201, body: { status: 'success', data: { id: 'img-1', url: '/media/img-1.jpg', thumbnail_url: '/media/img-1.thumb.webp' } } };
    }),
}));

const settings: UploadSettings = { action: '/api/uploads/', max_bytes: 10_000_000, chunk_bytes: 4_194_304, extensions: ['jpg', 'png'] };

const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('Agregar imágenes'), { target: { files } });

describe("the product form's image uploader", () => {
  it("says 'añadida correctamente' once an uploaded image joins the product", async () => {
    const onUploaded = vi.fn();
    renderInAdmin(<ProductImageUploader settings={settings} onUploaded={onUploaded} />);
    pick(fileOf('frente.jpg', 2_000));
    expect(await screen.findByText('añadida correctamente')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ id: 'img-1', url: '/media/img-1.jpg', thumbnail_url: '/media/img-1.thumb.webp' });
  });

  it("says 'Error al añadir' when an image cannot be added, keeping the file's reason beside it", async () => {
    const onUploaded = vi.fn();
    renderInAdmin(<ProductImageUploader settings={settings} onUploaded={onUploaded} />);
    pick(fileOf('roto.jpg', 2_000));
    expect(await screen.findByText('Error al añadir')).toBeInTheDocument();
    expect(screen.getByText('roto.jpg')).toBeInTheDocument();
    await waitFor(() => expect(onUploaded).not.toHaveBeenCalled());
  });
});
