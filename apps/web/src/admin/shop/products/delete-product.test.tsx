import { ModalsProvider } from '@mantine/modals';
import type { TProduct } from '@safesathi/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../../../test/render';
import { useDeleteProduct } from './delete-product';

// Deleting a product from the back office asks first, then names the product in the path of the clean
// route (ADR 0060), with no body, and shows the server's sentence.

const ID = '0c1d2e3f-0000-4000-8000-000000000001';
const product = { _id: ID, name: 'Reflective Vest', reviewCount: 2 } as TProduct;

function DeleteButton() {
  const askDelete = useDeleteProduct();
  return (
    <button type="button" onClick={() => askDelete(product)}>
      Delete Reflective Vest
    </button>
  );
}

describe('useDeleteProduct', () => {
  it('asks, then deletes the product by the id in the path and shows the server’s sentence', async () => {
    const server = fakeServer({
      [`DELETE /api/admin/products/${ID}`]: {
        body: { status: 'Success', message: '1 product deleted.', data: { deleted: 1 } },
      },
    });
    const { user } = renderWithApp(
      <ModalsProvider>
        <DeleteButton />
      </ModalsProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete Reflective Vest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product?' });
    expect(dialog).toHaveTextContent('“Reflective Vest” will be removed from the shop with its pictures and 2 reviews');
    expect(server.sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 product deleted.')).toBeInTheDocument();
    expect(server.sent).toEqual([{ method: 'DELETE', path: `/api/admin/products/${ID}`, body: undefined }]);
  });
});
