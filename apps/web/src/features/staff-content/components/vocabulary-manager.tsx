import {
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { useForm } from '@mantine/form';
import { IconTags } from '@tabler/icons-react';
import {
  createCategoryInputSchema,
  createLanguageInputSchema,
  createOccasionInputSchema,
  type StaffTaxonomy,
} from '@vitrine/contracts/staff-content';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { labelledResolver, type FieldLabels } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useCreateVocabularyEntryMutation } from '../api/create-vocabulary-entry.ts';
import { useDeleteVocabularyEntryMutation } from '../api/delete-vocabulary-entry.ts';
import { useGetStaffTaxonomyQuery } from '../api/get-staff-taxonomy.ts';
import type { VocabularyKind } from '../api/staff-content-api.ts';
import { useUpdateVocabularyEntryMutation } from '../api/update-vocabulary-entry.ts';
import { FormAlert } from './form-alert.tsx';
import { ListError, ListLoading } from './list-states.tsx';
import { READABLE_LABEL } from './readable-badge.ts';

/** One entry of any vocabulary, as the form and the list read it. */
type Entry = {
  key: string;
  name: string;
  nativeName?: string;
  parentSlug?: string | null;
  position: number;
  usedBy: number;
};
type EntryValues = {
  key: string;
  name: string;
  nativeName: string;
  parentSlug: string;
  position: number | string;
};

const SECTIONS: Record<
  VocabularyKind,
  { title: string; noun: string; keyLabel: string; schema: Parameters<typeof labelledResolver>[0] }
> = {
  categories: {
    title: 'Categories',
    noun: 'category',
    keyLabel: 'Slug',
    schema: createCategoryInputSchema,
  },
  occasions: {
    title: 'Occasions',
    noun: 'occasion',
    keyLabel: 'Slug',
    schema: createOccasionInputSchema,
  },
  languages: {
    title: 'Languages',
    noun: 'language',
    keyLabel: 'Code',
    schema: createLanguageInputSchema,
  },
};

const entriesOf = (kind: VocabularyKind, taxonomy: StaffTaxonomy): Entry[] =>
  kind === 'categories'
    ? taxonomy.categories.map((c) => ({ ...c, key: c.slug }))
    : kind === 'occasions'
      ? taxonomy.occasions.map((o) => ({ ...o, key: o.slug }))
      : taxonomy.languages.map((l) => ({ ...l, key: l.code }));

/** The API's body for an entry: the key under its own name, only the fields this kind has. */
function bodyOf(kind: VocabularyKind, values: EntryValues, editing: boolean) {
  const position = Number(values.position);
  const common = { name: values.name, position };
  if (kind === 'languages') {
    return editing
      ? { ...common, nativeName: values.nativeName }
      : { ...common, code: values.key, nativeName: values.nativeName };
  }
  if (editing) return common;
  return kind === 'categories'
    ? { ...common, slug: values.key, parentSlug: values.parentSlug || null }
    : { ...common, slug: values.key };
}

function EntryForm({
  kind,
  editing,
  parents,
  onDone,
}: {
  kind: VocabularyKind;
  editing: Entry | null;
  parents: Entry[];
  onDone: () => void;
}) {
  const section = SECTIONS[kind];
  const keyField = kind === 'languages' ? 'code' : 'slug';
  const labels: FieldLabels = {
    [keyField]: section.keyLabel,
    name: 'Name',
    nativeName: 'Native name',
    parentSlug: 'Parent category',
    position: 'Position',
  };
  const feedback = useActionFeedback();
  const [create] = useCreateVocabularyEntryMutation();
  const [update] = useUpdateVocabularyEntryMutation();
  const form = useForm<EntryValues>({
    initialValues: {
      key: editing?.key ?? '',
      name: editing?.name ?? '',
      nativeName: editing?.nativeName ?? '',
      parentSlug: editing?.parentSlug ?? '',
      position: editing?.position ?? 0,
    },
    validate: (values) => {
      const resolve = labelledResolver(section.schema, labels);
      const errors = resolve(
        editing
          ? { ...bodyOf(kind, values, false), [keyField]: editing.key }
          : bodyOf(kind, values, false),
      );
      // The form names the key `key`; the API names it slug or code.
      const { [keyField]: keyError, ...rest } = errors;
      return keyError ? { ...rest, key: keyError } : rest;
    },
  });
  const { submit, alert } = useFormSubmit(
    form,
    labels,
    async (values) => {
      if (editing) {
        await feedback.after(
          update({ kind, key: editing.key, body: bodyOf(kind, values, true) }).unwrap(),
          `The ${section.noun} ${values.name} is saved.`,
        );
      } else {
        await feedback.after(
          create({ kind, body: bodyOf(kind, values, false) }).unwrap(),
          `The ${section.noun} ${values.name} is added.`,
        );
        form.reset();
      }
      onDone();
    },
    (field) => (field === keyField ? 'key' : field),
  );
  const formTitle = editing ? `Edit ${editing.name}` : `Add a ${section.noun}`;

  return (
    <form onSubmit={submit} noValidate aria-label={formTitle}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {formTitle}
        </Title>
        <FormAlert title={`Could not save the ${section.noun}`} message={alert} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={section.keyLabel}
            description={kind === 'languages' ? 'Two letters, e.g. kn' : 'e.g. festive-wear'}
            disabled={editing !== null}
            miw={160}
            {...form.getInputProps('key')}
          />
          <TextInput label="Name" miw={160} {...form.getInputProps('name')} />
          {kind === 'languages' ? (
            <TextInput label="Native name" miw={160} {...form.getInputProps('nativeName')} />
          ) : null}
          {kind === 'categories' && !editing ? (
            <NativeSelect
              label="Parent category"
              miw={160}
              data={[
                { value: '', label: 'None (top level)' },
                ...parents.map((p) => ({ value: p.key, label: p.name })),
              ]}
              {...form.getInputProps('parentSlug')}
            />
          ) : null}
          <NumberInput label="Position" min={0} miw={100} {...form.getInputProps('position')} />
        </Group>
        <Group gap="xs">
          <Button type="submit" loading={form.submitting}>
            {editing ? 'Save changes' : `Add ${section.noun}`}
          </Button>
          {editing ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

function VocabularySection({ kind, taxonomy }: { kind: VocabularyKind; taxonomy: StaffTaxonomy }) {
  const section = SECTIONS[kind];
  const entries = entriesOf(kind, taxonomy);
  const [editing, setEditing] = useState<Entry | null>(null);
  const feedback = useActionFeedback();
  const [remove] = useDeleteVocabularyEntryMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const parents = entries.filter((e) => e.parentSlug === null);
  const nameOf = (slug: string) => parents.find((p) => p.key === slug)?.name ?? slug;

  const deleteEntry = async (entry: Entry) => {
    setProblem(null);
    try {
      await feedback.after(
        remove({ kind, key: entry.key }).unwrap(),
        `The ${section.noun} ${entry.name} is deleted.`,
      );
    } catch (failure) {
      setProblem(describeApiError(toApiError(failure)));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`vocab-${kind}`}>
      <Stack gap="md">
        <Title order={2} size="h4" id={`vocab-${kind}`}>
          {section.title}
        </Title>
        <FormAlert title={`Could not delete the ${section.noun}`} message={problem} />
        {entries.length === 0 ? (
          <EmptyState
            icon={<IconTags size={24} />}
            title={`No ${section.title.toLowerCase()} yet`}
            headingOrder={3}
          >
            Add the first one below; shops and shoppers see it at once.
          </EmptyState>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <Group
                component="li"
                key={entry.key}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py={4}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={0}>
                  <Text fw={600}>
                    {entry.name}
                    {entry.nativeName ? ` · ${entry.nativeName}` : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {entry.key}
                    {entry.parentSlug ? ` · in ${nameOf(entry.parentSlug)}` : ''} · position{' '}
                    {entry.position}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Badge variant="light" styles={READABLE_LABEL}>
                    Used by {entry.usedBy}
                  </Badge>
                  <Button size="xs" variant="default" onClick={() => setEditing(entry)}>
                    Edit {entry.name}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    disabled={entry.usedBy > 0}
                    title={entry.usedBy > 0 ? 'In use: it cannot be deleted' : undefined}
                    onClick={() => void deleteEntry(entry)}
                  >
                    Delete {entry.name}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <EntryForm
          key={editing?.key ?? 'new'}
          kind={kind}
          editing={editing}
          parents={parents}
          onDone={() => setEditing(null)}
        />
      </Stack>
    </Paper>
  );
}

/** Staff (content): categories and sub-categories, occasions and languages, with their forms. */
export function VocabularyManager() {
  const query = useGetStaffTaxonomyQuery();
  if (query.isLoading) return <ListLoading label="Loading the vocabulary" />;
  if (query.error || !query.data) {
    return <ListError title="Could not load categories, occasions and languages" query={query} />;
  }
  return (
    <Stack gap="lg">
      {(['categories', 'occasions', 'languages'] as const).map((kind) => (
        <VocabularySection key={kind} kind={kind} taxonomy={query.data} />
      ))}
    </Stack>
  );
}
