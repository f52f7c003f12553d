import { act, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { notify } from '@/lib/toast';

// Real sonner: the host mounts on the first toast, and that first toast must not be lost.
describe('Toaster host', () => {
  beforeAll(() => {
    // sonner reads these when it mounts; jsdom has neither.
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });

  it('draws nothing until a toast is asked for, then shows that first toast in its labelled region', async () => {
    const { container } = render(<Toaster labels={{ notifications: 'Notificaciones', close: 'Cerrar notificación' }} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    let shown: Promise<void> = Promise.resolve();
    act(() => {
      shown = notify('success', '¡Enlace copiado!', { description: 'Copiado al portapapeles' });
    });

    expect(await screen.findByText('¡Enlace copiado!')).toBeInTheDocument();
    expect(screen.getByText('Copiado al portapapeles')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notificaciones/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
    await act(() => shown);
  });
});
