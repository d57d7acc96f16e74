import { Alert, Button, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Stepper.layer.css';
import {
  APPLICATION_STEPS,
  applicationStepLabels,
  applicationStepSchemas,
  type ApplicationStep,
  type ShopApplication,
} from '@vitrine/contracts/onboarding';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { useGetMyApplicationQuery } from '../api/get-my-application.ts';
import { useSubmitApplicationMutation } from '../api/submit-application.ts';
import { AccountStep } from './account-step.tsx';
import { BusinessStep } from './business-step.tsx';
import { MediaStep } from './media-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ShopStep } from './shop-step.tsx';

const REVIEW = APPLICATION_STEPS.length;

/** Names of the fields submit may name (`step.field`), as the steps label them. */
const FIELD_NAMES: Record<string, string> = {
  email: 'Contact email',
  mobile: 'Mobile number',
  legalName: 'Legal name',
  pan: 'PAN',
  gstin: 'GSTIN',
  iec: 'IEC',
  addressLine1: 'Address',
  addressCity: 'City',
  addressState: 'State',
  pinCode: 'PIN code',
  name: 'Shop name',
  description: 'Description',
  categorySlugs: 'Categories',
  subCategorySlugs: 'Sub-categories',
  genders: 'Who you dress',
  occasionSlugs: 'Occasions',
  languageCodes: 'Languages',
  city: 'City',
  state: 'State',
  timeZone: 'Time zone',
  priceMinMinor: 'Lowest price',
  priceMaxMinor: 'Highest price',
  currency: 'Currency',
  offersStitching: 'Stitching',
  logoId: 'Logo',
  coverId: 'Cover',
  galleryIds: 'Gallery',
};

/** "shop.name" + "is required" → "Shop profile: Shop name is required". */
function describeMissing(field: string, message: string): string {
  const [step, name = ''] = field.split('.');
  const stepLabel = applicationStepLabels[step as ApplicationStep] ?? step;
  return `${stepLabel}: ${FIELD_NAMES[name] ?? name} ${message}`;
}

/** A saved step as submitting would check it. */
function stepComplete(application: ShopApplication, step: ApplicationStep): boolean {
  const form =
    step === 'media'
      ? {
          logoId: application.media.logo?.id,
          coverId: application.media.cover?.id,
          galleryIds: application.media.gallery.map((image) => image.id),
        }
      : application[step];
  return applicationStepSchemas[step].safeParse(form).success;
}

/** Where a returning applicant picks up: the first step not yet complete, else the review. */
function firstIncomplete(application: ShopApplication | null): number {
  if (!application) return 0;
  const index = APPLICATION_STEPS.findIndex((step) => !stepComplete(application, step));
  return index === -1 ? REVIEW : index;
}

function UnderReview({ application }: { application: ShopApplication }) {
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your application is under review
        </Title>
        <Text>
          We received the application for {application.shop.name ?? 'your shop'}
          {application.submittedAt
            ? ` on ${new Date(application.submittedAt).toLocaleDateString()}`
            : ''}
          . We check business details and pictures within two working days and write to{' '}
          {application.account.email} either way.
        </Text>
      </Stack>
    </Paper>
  );
}

function Approved({ application }: { application: ShopApplication }) {
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {application.shop.name ?? 'Your shop'} is open
        </Title>
        <Text>Your application was approved. Shoppers can now find your shop.</Text>
        <Button component={Link} to="/vendor/vendorLanding" w="fit-content">
          Go to your shop console
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The onboarding form: account, business, shop profile and pictures, each saved on "Save and
 * continue", then a review and Submit. A reload resumes at the first incomplete step.
 */
export function ApplicationWizard({ defaultEmail }: { defaultEmail: string }) {
  const query = useGetMyApplicationQuery();
  // feedback: the page turns into "Your application is under review", or the wizard goes to the step to fix
  const [submit, submitting] = useSubmitApplicationMutation();
  const [active, setActive] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (query.isLoading) {
    return (
      <Stack aria-label="Loading your application" aria-busy>
        <Skeleton h={40} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (query.error || !query.data) {
    return (
      <ErrorState
        title="Could not load your application"
        error={toApiError(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const application = query.data.application;
  if (application?.status === 'pending') return <UnderReview application={application} />;
  if (application?.status === 'approved') return <Approved application={application} />;

  const step = active ?? firstIncomplete(application);
  const go = (index: number) => {
    setActive(index);
    headingRef.current?.focus();
  };
  const next = () => go(step + 1);
  const back = step > 0 ? () => go(step - 1) : undefined;

  const sendForReview = async () => {
    setSubmitError(null);
    try {
      await submit().unwrap();
    } catch (error) {
      const apiError = toApiError(error);
      const field = apiError.fieldIssues[0];
      const stepOf = APPLICATION_STEPS.indexOf(field?.field.split('.')[0] as ApplicationStep);
      setSubmitError(
        field ? describeMissing(field.field, field.message) : describeApiError(apiError),
      );
      if (stepOf >= 0) go(stepOf);
    }
  };

  const stepProps = { application, onSaved: next, onBack: back };
  return (
    <Stack gap="lg">
      {application?.status === 'rejected' ? (
        <Alert color="orange" title="Your application needs changes" role="alert">
          <Text>Reason: {application.rejectionReason}</Text>
          <Text size="sm">Correct what is asked, then submit it again from the last step.</Text>
        </Alert>
      ) : null}
      {submitError ? (
        <Alert color="red" title="Your application is not complete yet" role="alert">
          {submitError}
        </Alert>
      ) : null}
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {step === REVIEW ? 'Review and submit' : applicationStepLabels[APPLICATION_STEPS[step]!]}
      </Title>
      <Stepper
        active={step}
        onStepClick={go}
        allowNextStepsSelect={false}
        size="sm"
        orientation="horizontal"
        wrap
      >
        <Stepper.Step label="Account" description="Email, mobile">
          <AccountStep {...stepProps} onBack={undefined} defaultEmail={defaultEmail} />
        </Stepper.Step>
        <Stepper.Step label="Business" description="PAN, GSTIN, address">
          <BusinessStep {...stepProps} />
        </Stepper.Step>
        <Stepper.Step label="Shop profile" description="What you sell">
          <ShopStep {...stepProps} />
        </Stepper.Step>
        <Stepper.Step label="Pictures" description="Logo, cover, gallery">
          <MediaStep {...stepProps} />
        </Stepper.Step>
        <Stepper.Completed>
          {application ? (
            <ReviewStep
              application={application}
              submitting={submitting.isLoading}
              onSubmit={() => void sendForReview()}
              onEdit={(edit) => go(APPLICATION_STEPS.indexOf(edit))}
              onBack={() => go(REVIEW - 1)}
            />
          ) : null}
        </Stepper.Completed>
      </Stepper>
    </Stack>
  );
}
