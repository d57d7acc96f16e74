import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { MAX_INVITEES } from '@vitrine/contracts/meeting-policy';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';

/** /demo: how a video meeting with a shop works, from booking to call, and where to book one. */
export function DemoRoute() {
  return (
    <>
      <PageHeader
        title="How a video meeting works"
        description={`A meeting is a private video call between you, up to ${MAX_INVITEES} people you invite, and the shop, right in your browser.`}
      />
      <Stack gap="xl">
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="steps-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="steps-heading">
              From booking to call
            </Title>
            <List type="ordered" spacing="xs">
              <List.Item>
                Open a shop and choose a date and a free slot in the shop&apos;s calendar.
              </List.Item>
              <List.Item>
                Tell the shop what you are looking for, invite up to {MAX_INVITEES} friends by
                email, and confirm: the meeting costs {MEETING_CREDIT_COST} credits.
              </List.Item>
              <List.Item>
                At the start time, join from your meetings page. Your friends join from the link in
                their invitation, even without an account.
              </List.Item>
              <List.Item>
                Allow your browser to use the camera and microphone. Nothing to install, and Vitrine
                does not record the call.
              </List.Item>
              <List.Item>
                After the call, the shop can send you an order for the pieces you liked, and you can
                rate the meeting.
              </List.Item>
            </List>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="before-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="before-heading">
              Before you join
            </Title>
            <Text>
              The meeting page shows you your own camera first and lets you choose the camera and
              microphone, so you can check both before anyone sees you. If your browser cannot use
              them, it says why and lets you try again or join without the camera.
            </Text>
            <div>
              <LinkButton to="/shops">Find a shop to meet</LinkButton>
            </div>
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
