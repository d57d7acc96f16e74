import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { useForm } from '@mantine/form';
import { MAX_PRODUCT_IMAGES, type OwnerProduct } from '@vitrine/contracts/shop-catalogue';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useGetCategoryOptionsQuery } from '../api/get-category-options.ts';
import { useCreateProductMutation, useUpdateProductMutation } from '../api/save-product.ts';
import { useUploadProductImageMutation } from '../api/upload-product-image.ts';
import { formatMajorAmount, parseMajorAmount } from './price-input.ts';
import { FormAlert } from './form-alert.tsx';
import { VariantsEditor } from './variants-editor.tsx';

/** The form's field names as the API names them, with the label a person sees. */
const labels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  price: 'Price',
  'price.amountMinor': 'Price',
  'price.currency': 'Price',
  categorySlug: 'Category',
  stock: 'Stock',
  imageIds: 'Photos',
};

type Picture = { id: string | null; url: string };
type Values = {
  title: string;
  description: string;
  price: string;
  categorySlug: string;
  stock: number | string;
  premiumRequested: boolean;
};

const CURRENCY = 'INR';

type ProductFormProps = {
  shopId: string;
  /** The product being edited; absent for a new one. */
  product?: OwnerProduct;
  /** Whether the shop stitches (its variants may be made to measure). */
  shopStitches?: boolean;
  onDone: (saved: OwnerProduct) => void;
  onCancel: () => void;
};

/**
 * Add or edit a product: details, price, stock, photos (uploaded here) and premium request; an
 * edited product's variants below (`VariantsEditor`).
 */
export function ProductForm({
  shopId,
  product,
  shopStitches = false,
  onDone,
  onCancel,
}: ProductFormProps) {
  const currency = product?.price.currency ?? CURRENCY;
  const categories = useGetCategoryOptionsQuery();
  // feedback: the console closes the dialog and says "“…” is saved." (status); failures stay in the form's alert
  const [create] = useCreateProductMutation();
  // feedback: the console closes the dialog and says "“…” is saved." (status); failures stay in the form's alert
  const [update] = useUpdateProductMutation();
  // feedback: the photo appears among the pictures, or the form says why the upload failed
  const [upload, uploading] = useUploadProductImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Uploaded photos have ids; the demo catalogue's drawn pictures have none and go when photos change.
  const [pictures, setPictures] = useState<Picture[]>(
    product?.imageUrls.map((url, i) => ({ id: product.imageIds[i] ?? null, url })) ?? [],
  );
  const [picturesChanged, setPicturesChanged] = useState(false);

  const form = useForm<Values>({
    initialValues: {
      title: product?.title ?? '',
      description: product?.description ?? '',
      price: product ? formatMajorAmount(product.price.amountMinor, currency) : '',
      categorySlug: product?.category.slug ?? '',
      stock: product?.stock ?? 1,
      premiumRequested: product?.premiumRequested ?? false,
    },
    validate: {
      title: (value) => (value.trim() ? null : 'Title is required'),
      price: (value) =>
        parseMajorAmount(value, currency) === undefined
          ? 'Price must be an amount such as 2499 or 2499.50'
          : null,
      categorySlug: (value) => (value ? null : 'Category is required'),
      stock: (value) =>
        Number.isInteger(Number(value)) && Number(value) >= 0 && value !== ''
          ? null
          : 'Stock must be a whole number, 0 or more',
    },
  });

  const categoryData = (categories.data?.items ?? []).map((category) => ({
    group: category.name,
    items: [
      { value: category.slug, label: category.name },
      ...category.subCategories.map((sub) => ({ value: sub.slug, label: sub.name })),
    ],
  }));

  async function addPicture(file: File | null) {
    if (!file) return;
    setUploadError(null);
    try {
      const uploaded = await upload(file).unwrap();
      setPictures((current) => [
        ...current.filter((p) => p.id !== null),
        { id: uploaded.id, url: uploaded.url },
      ]);
      setPicturesChanged(true);
    } catch (error) {
      setUploadError(`Photos: ${describeApiError(toApiError(error))}`);
    }
  }

  const removePicture = (index: number) => {
    setPictures((current) => current.filter((p, i) => i !== index && p.id !== null));
    setPicturesChanged(true);
  };

  const { submit, alert } = useFormSubmit(
    form,
    labels,
    async (values) => {
      const fields = {
        title: values.title.trim(),
        description: values.description.trim(),
        price: { amountMinor: parseMajorAmount(values.price, currency)!, currency },
        categorySlug: values.categorySlug,
        stock: Number(values.stock),
        premiumRequested: values.premiumRequested,
      };
      const imageIds = pictures.flatMap((p) => (p.id ? [p.id] : []));
      const saved = product
        ? await update({
            id: product.id,
            changes: { ...fields, ...(picturesChanged ? { imageIds } : {}) },
          }).unwrap()
        : await create({ shopId, ...fields, imageIds }).unwrap();
      onDone(saved);
    },
    (field) => (field.startsWith('price') ? 'price' : field),
  );

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert title="Could not save the product" message={alert} />
          <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
          <Textarea
            label="Description"

            rows={4}
            maxLength={4000}
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={`Price (${currency})`}
              required
              inputMode="decimal"
              placeholder="2499"
              {...form.getInputProps('price')}
            />
            <NumberInput
              label="Stock"
              required
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('stock')}
            />
          </Group>
          <Select
            label="Category"
            required
            searchable
            placeholder={categories.isLoading ? 'Loading categories…' : 'Choose a category'}
            data={categoryData}
            error={
              categories.isError ? 'Categories could not be loaded; try again later' : undefined
            }
            {...form.getInputProps('categorySlug')}
          />
          <Stack gap="xs">
            <Text fw={500} size="sm" id="product-photos-label">
              Photos
            </Text>
            {pictures.length > 0 ? (
              <Group gap="sm" role="list" aria-labelledby="product-photos-label">
                {pictures.map((picture, index) => (
                  <Stack key={picture.url} gap={4} align="center" role="listitem">
                    <img
                      src={picture.url}
                      alt={`Photo ${index + 1}`}
                      width={88}
                      height={88}
                      style={{ objectFit: 'cover', borderRadius: 6 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove photo ${index + 1}`}
                      onClick={() => removePicture(index)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Stack>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                No photos yet. Shoppers see the first one on the product’s tile.
              </Text>
            )}
            {pictures.length < MAX_PRODUCT_IMAGES ? (
              <FileButton onChange={(file) => void addPicture(file)} accept="image/*">
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    w="fit-content"
                    loading={uploading.isLoading}
                    leftSection={<IconPhotoPlus size={16} aria-hidden="true" />}
                  >
                    Add a photo
                  </Button>
                )}
              </FileButton>
            ) : null}
            {pictures.some((p) => p.id === null) ? (
              <Text size="xs" c="dimmed">
                These pictures came with the demo catalogue: adding or removing a photo replaces
                them with your own.
              </Text>
            ) : null}
            {uploadError ? (
              <Text size="sm" c="red.8" role="alert">
                {uploadError}
              </Text>
            ) : null}
            {form.errors.imageIds ? (
              <Text size="sm" c="red.8">
                {form.errors.imageIds}
              </Text>
            ) : null}
          </Stack>
          <Checkbox
            label="Request premium placement"
            description="Staff review requests; premium products lead the premium list."
            disabled={product?.premium}
            {...form.getInputProps('premiumRequested', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {product ? 'Save changes' : 'Add product'}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Saved on their own: an edited product's sizes and colours, each with price and stock. */}
      {product ? (
        <VariantsEditor productId={product.id} currency={currency} stitches={shopStitches} />
      ) : null}
    </Stack>
  );
}
