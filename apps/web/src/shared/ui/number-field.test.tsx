/** A number field in a zod form: what is typed goes to the schema as a number, an empty field as absent or "none". */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { NumberField, asNumber, asNumberOrNull } from './number-field';

const seatBlockSchema = z.object({ seats: z.number().int().min(1), baggage_kg: z.number().int().min(0).nullable() });

function SeatsForm({ onSave }: { onSave: (values: z.output<typeof seatBlockSchema>) => void }) {
  const form = useZodForm({
    schema: seatBlockSchema,
    defaultValues: { seats: undefined, baggage_kg: null },
    labels: { seats: 'Места' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <NumberField label="Места" required {...form.field('seats', asNumber)} />
      <NumberField label="Багаж, кг" {...form.field('baggage_kg', asNumberOrNull)} />
      <button type="submit">Сохранить</button>
    </form>
  );
}

describe('NumberField', () => {
  it('refuses an empty required number with the usual words, and sends nothing', async () => {
    const onSave = vi.fn();
    render(<SeatsForm onSave={onSave} />);
    const seats = screen.getByLabelText(/Места/);
    expect(seats.getAttribute('inputmode')).toBe('numeric');
    expect((seats as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(seats.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(seats.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Места не может быть пустым',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends what was typed as numbers, and an empty "none" field as null', async () => {
    const onSave = vi.fn();
    render(<SeatsForm onSave={onSave} />);
    fireEvent.change(screen.getByLabelText(/Места/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ seats: 12, baggage_kg: null });

    fireEvent.change(screen.getByLabelText(/Багаж/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]?.[0]).toEqual({ seats: 12, baggage_kg: 20 });
  });
});
