import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Progress.layer.css';
import type { Booking, CreateBookingInput } from '@vitrine/contracts/meetings';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import { useRef, useState } from 'react';
import { ErrorState } from '../../../../components/error-state.tsx';
import { describeApiError } from '../../../../lib/api-error.ts';
import { toApiError } from '../../../../lib/api.ts';
import { useCreateBookingMutation } from '../../api/create-booking.ts';
import { useBookingDraft, type BookerProfile } from '../../hooks/use-booking-draft.ts';
import {
  BOOKING_STEPS,
  firstIncompleteStep,
  stepLabels,
  stepProblem,
  type BookingStep,
} from '../../rules/booking-steps.ts';
import {
  categoriesChanged,
  dateSelected,
  draftReset,
  inviteeAdded,
  inviteeRemoved,
  occasionsChanged,
  priceRangeChanged,
  savingChanged,
  slotChosen,
} from '../../state/booking-draft-slice.ts';
import { forgetDraft } from '../../state/persisted-draft.ts';
import { BookingSuccess } from './booking-success.tsx';
import { BudgetStep } from './budget-step.tsx';
import { DateStep } from './date-step.tsx';
import { InterestsStep, type InterestOptions } from './interests-step.tsx';
import { InviteesStep } from './invitees-step.tsx';
import { NotEnoughCredits, ReviewStep } from './review-step.tsx';
import { SlotStep } from './slot-step.tsx';
import { useShopFreeDays } from './use-shop-free-days.ts';

type BookingWizardProps = {
  shop: { id: string; name: string };
  /** Who is booking (their email may not be invited again). */
  profile: BookerProfile;
  /** The credit balance now; undefined while it loads. */
  balance: number | undefined;
  interestOptions: InterestOptions;
};

type Problem = { kind: 'taken' | 'credits' | 'other'; message: string } | null;

/** The booking form: one step at a time, Next only once the step is complete. */
export function BookingWizard({ shop, profile, balance, interestOptions }: BookingWizardProps) {
  const { draft, dispatch, kept } = useBookingDraft(shop.id, profile);
  const free = useShopFreeDays(shop.id);
  // feedback: the wizard ends on the booked meeting's summary, or says why the booking failed
  const [createBooking] = useCreateBookingMutation();
  // A kept draft resumes at its first incomplete step.
  const [step, setStep] = useState<BookingStep>(() => (kept ? firstIncompleteStep(kept) : 'date'));
  const [problem, setProblem] = useState<Problem>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const blocked = stepProblem(step, draft);

  const index = BOOKING_STEPS.indexOf(step);
  const goTo = (next: BookingStep) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  if (booked) return <BookingSuccess booking={booked} />;
  if (free.query.error) {
    return (
      <ErrorState
        title="We could not load this shop's meeting times"
        error={toApiError(free.query.error)}
        onRetry={() => void free.query.refetch()}
      />
    );
  }
  if (!free.timeZone)
    return <Skeleton height={240} radius="md" aria-label="Loading meeting times" />;

  const submit = async () => {
    if (!draft.meetingSlot) return;
    setProblem(null);
    dispatch(savingChanged(true));
    const input: CreateBookingInput = {
      shopId: shop.id,
      startsAt: draft.meetingSlot.startsAt,
      invitees: draft.invitees,
      categories: draft.categories,
      occasions: draft.occasions,
      priceRange: draft.priceRange,
    };
    try {
      const booking = await createBooking(input).unwrap();
      forgetDraft();
      dispatch(draftReset());
      setBooked(booking);
    } catch (failure) {
      const error = toApiError(failure);
      if (error.code === 'INSUFFICIENT_CREDITS') {
        setProblem({ kind: 'credits', message: error.message });
      } else if (error.code === 'SLOT_TAKEN') {
        // Someone booked the slot first.
        setProblem({
          kind: 'taken',
          message:
            'Someone has just booked that time. Choose another one; the free times are updated.',
        });
        dispatch(dateSelected(draft.selectedDate));
        void free.query.refetch();
        goTo('slot');
      } else {
        setProblem({ kind: 'other', message: describeApiError(error) });
      }
    } finally {
      dispatch(savingChanged(false));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            Step {index + 1} of {BOOKING_STEPS.length}
          </Text>
          <Progress
            value={((index + 1) / BOOKING_STEPS.length) * 100}
            size="sm"
            aria-label={`Step ${index + 1} of ${BOOKING_STEPS.length}`}
            mt={4}
          />
        </div>
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {stepLabels[step]}
        </Title>
        {problem?.kind === 'taken' && step === 'slot' ? (
          <Alert color="orange" role="alert" title="That time was taken">
            {problem.message}
          </Alert>
        ) : null}
        {step === 'date' ? (
          <DateStep
            days={free.days}
            selected={draft.selectedDate}
            onSelect={(day) => dispatch(dateSelected(day))}
          />
        ) : null}
        {step === 'slot' ? (
          <SlotStep
            slots={free.slotsOn(draft.selectedDate)}
            shopTimeZone={free.timeZone}
            selected={draft.meetingSlot}
            onSelect={(slot) =>
              dispatch(slotChosen({ startsAt: slot.startsAt, endsAt: slot.endsAt }))
            }
          />
        ) : null}
        {step === 'interests' ? (
          <InterestsStep
            options={interestOptions}
            categories={draft.categories}
            occasions={draft.occasions}
            onCategories={(values) => dispatch(categoriesChanged(values))}
            onOccasions={(values) => dispatch(occasionsChanged(values))}
          />
        ) : null}
        {step === 'budget' ? (
          <BudgetStep
            priceRange={draft.priceRange}
            problem={blocked}
            onChange={(change) => dispatch(priceRangeChanged(change))}
          />
        ) : null}
        {step === 'invitees' ? (
          <InviteesStep
            invitees={draft.invitees}
            bookerEmail={draft.email}
            onAdd={(invitee) => dispatch(inviteeAdded(invitee))}
            onRemove={(email) => dispatch(inviteeRemoved(email))}
          />
        ) : null}
        {step === 'review' ? (
          <ReviewStep
            shopName={shop.name}
            draft={draft}
            vocabulary={interestOptions.data}
            cost={MEETING_CREDIT_COST}
            balance={balance}
          />
        ) : null}
        {problem?.kind === 'credits' ? (
          <NotEnoughCredits cost={MEETING_CREDIT_COST} balance={balance} />
        ) : null}
        {problem?.kind === 'other' ? (
          <Alert color="red" role="alert" title="The meeting could not be booked">
            {problem.message}
          </Alert>
        ) : null}
        {blocked && step !== 'review' ? (
          <Text size="sm" c="dimmed" id="booking-step-hint">
            {blocked}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={index === 0}
            onClick={() => goTo(BOOKING_STEPS[index - 1]!)}
          >
            Back
          </Button>
          {step === 'review' ? (
            <Button
              onClick={() => void submit()}
              loading={draft.formSaveLoaderBtn}
              disabled={blocked !== null || balance === undefined || balance < MEETING_CREDIT_COST}
            >
              Book for {MEETING_CREDIT_COST} credits
            </Button>
          ) : (
            <Button
              disabled={blocked !== null}
              aria-describedby={blocked ? 'booking-step-hint' : undefined}
              onClick={() => goTo(BOOKING_STEPS[index + 1]!)}
            >
              Next
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
