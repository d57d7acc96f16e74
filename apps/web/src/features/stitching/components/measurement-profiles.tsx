import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { GARMENTS, type Garment, type Measurements } from '@vitrine/contracts/stitching';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import {
  useCreateMeasurementProfileMutation,
  useDeleteMeasurementProfileMutation,
  useGetMeasurementProfilesQuery,
} from '../api/measurement-profiles.ts';
import { fieldsOf, MeasurementFields } from './measurement-fields.tsx';
import { MeasurementTable } from './measurement-table.tsx';
import { GARMENT_LABELS } from './stitching-labels.ts';

const garmentOptions = GARMENTS.map((value) => ({ value, label: GARMENT_LABELS[value] }));

/** A new profile: whose, which garment, and that garment's measurements. */
function NewProfileForm() {
  const feedback = useActionFeedback();
  const [create, { isLoading }] = useCreateMeasurementProfileMutation();
  const [name, setName] = useState('');
  const [relation, setRelation] = useState('');
  const [garment, setGarment] = useState<Garment>('blouse');
  const [measurements, setMeasurements] = useState<Measurements>({});
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await feedback.after(
        create({ name, relation, garment, measurements, notes: '' }).unwrap(),
        `${name}'s ${GARMENT_LABELS[garment].toLowerCase()} measurements are saved.`,
      );
      setName('');
      setRelation('');
      setMeasurements({});
    } catch (failure) {
      setError(describeApiError(toApiError(failure)));
    }
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={(e) => (e.preventDefault(), void save())}>
      <Stack>
        <Title order={3}>Save measurements</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Whose"
            placeholder="Me, Mother, Riya"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label="Relation"
            placeholder="mother"
            value={relation}
            onChange={(e) => setRelation(e.currentTarget.value)}
          />
          <Select
            label="Garment"
            data={garmentOptions}
            value={garment}
            allowDeselect={false}
            onChange={(value) => {
              const next = (value ?? 'blouse') as Garment;
              setGarment(next);
              setMeasurements((current) => fieldsOf(next, current));
            }}
          />
        </SimpleGrid>
        <MeasurementFields garment={garment} value={measurements} onChange={setMeasurements} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            loading={isLoading}
            disabled={!name.trim() || Object.keys(measurements).length === 0}
          >
            Save profile
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /user/measurements: the customer's saved measurement profiles. */
export function MeasurementProfiles() {
  const { data, isError } = useGetMeasurementProfilesQuery();
  const feedback = useActionFeedback();
  const [remove] = useDeleteMeasurementProfileMutation();
  return (
    <Stack>
      {isError && <Alert color="red">Your measurement profiles could not be loaded.</Alert>}
      {data?.items.length === 0 && <Text c="dimmed">No saved measurements yet.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data?.items.map((profile) => (
          <Paper key={profile.id} withBorder p="md">
            <Group justify="space-between">
              <Title order={3}>
                {profile.name} · {GARMENT_LABELS[profile.garment]}
              </Title>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  void feedback.run(() => remove(profile.id).unwrap(), {
                    done: `${profile.name}'s ${GARMENT_LABELS[profile.garment].toLowerCase()} measurements are deleted.`,
                    failed: `${profile.name}'s measurements were not deleted`,
                  })
                }
              >
                Delete
              </Button>
            </Group>
            {profile.relation && <Text c="dimmed">{profile.relation}</Text>}
            <MeasurementTable
              measurements={profile.measurements}
              caption={`${profile.name}'s ${profile.garment} measurements`}
            />
          </Paper>
        ))}
      </SimpleGrid>
      <NewProfileForm />
    </Stack>
  );
}
