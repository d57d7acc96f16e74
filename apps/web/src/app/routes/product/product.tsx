import { Button, Stack, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { IconMessageCircle, IconVideo } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { ProductDetails } from '../../../features/products/components/product-details.tsx';
import { loginRedirectFor } from '../../require-customer.ts';

const CHAT_LATER = 'Chat with shops opens soon. Until then, ask the shop in a video meeting.';

/** `/product/:id`: one product, with a meeting to ask about it and its shop's page. */
export function ProductRoute() {
  const { id = '' } = useParams();
  const { isCustomer } = useAuth();
  return (
    <ProductDetails
      id={id}
      actions={(product) => {
        const bookingPath = `/shop/${product.shop.id}/book-meeting`;
        return (
          <>
            <Button
              component={Link}
              to={
                isCustomer ? bookingPath : loginRedirectFor({ pathname: bookingPath, search: '' })
              }
              leftSection={<IconVideo size={18} aria-hidden="true" />}
            >
              Ask in a meeting
            </Button>
            <Stack gap={2}>
              {/* Not disabled: a disabled button cannot be focused, so its reason would be hidden. */}
              <Tooltip label={CHAT_LATER} multiline w={260}>
                <Button
                  variant="default"
                  aria-disabled="true"
                  aria-describedby="message-later"
                  data-disabled
                  onClick={(event) => event.preventDefault()}
                  leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
                >
                  Message the shop
                </Button>
              </Tooltip>
              <Text id="message-later" size="xs" c="dimmed">
                Chat opens soon
              </Text>
            </Stack>
          </>
        );
      }}
    />
  );
}
