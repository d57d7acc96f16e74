import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorFromBody } from '../../../lib/api-error.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { ReviewForm } from './review-form.tsx';

const chooseStars = async (user: ReturnType<typeof userEvent.setup>, stars: number) => {
  const star = screen.getAllByRole('radio', { name: `${stars} out of 5 stars` })[0]!;
  await user.click(document.querySelector(`label[for="${star.id}"]`)!);
};

describe('ReviewForm', () => {
  it('shows its own checks on the fields they concern and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderScreen(<ReviewForm submitLabel="Post review" onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveAccessibleDescription(
      'Write a few words about it.',
    );
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Your rating/ })).toHaveAccessibleDescription(
      'Choose from 1 to 5 stars.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Fixing a field clears its message, not the other's.
    await chooseStars(user, 4);
    expect(screen.queryByText('Choose from 1 to 5 stars.')).not.toBeInTheDocument();
    expect(screen.getByText('Write a few words about it.')).toBeInTheDocument();
  });

  it('puts the server’s field issue on its field, and any other refusal above the button', async () => {
    const onSubmit = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(
        apiErrorFromBody(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid.',
            details: [{ field: 'body.title', message: 'Keep the title under 120 characters.' }],
          },
        }),
      )
      .mockRejectedValueOnce(
        apiErrorFromBody(409, {
          error: { code: 'CONFLICT', message: 'You have already reviewed this meeting.' },
        }),
      );
    const user = userEvent.setup();
    renderScreen(<ReviewForm submitLabel="Post review" onSubmit={onSubmit} />);

    await chooseStars(user, 5);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lovely');
    await user.type(
      screen.getByRole('textbox', { name: /Your review/ }),
      'They showed me every saree.',
    );
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Keep the title under 120 characters.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenLastCalledWith({
      rating: 5,
      title: 'Lovely',
      body: 'They showed me every saree.',
    });

    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reviewed this meeting.',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAccessibleDescription(
      'Keep the title under 120 characters.',
    );
  });
});
