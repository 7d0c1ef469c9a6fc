import { Box, Button, Stack, Text } from '@mantine/core';
import { useFaqs } from '../public-api';
import { Section } from './sections';

/** FAQs from the back office, as native disclosure widgets (work before and without JavaScript). */
export function FaqsSection() {
  const faqs = useFaqs();
  const list = faqs.data ?? [];
  return (
    <Section id="faqs" title="Frequently asked questions" kicker="FAQs">
      {faqs.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text>The questions could not be loaded. Check your connection and try again.</Text>
          <Button variant="default" size="xs" onClick={() => void faqs.refetch()} loading={faqs.isFetching}>
            Try again
          </Button>
        </Stack>
      ) : faqs.isPending ? (
        <Text c="dimmed" role="status">
          Loading the questions…
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">No questions yet. Ask us yours with the form below.</Text>
      ) : (
        <Stack gap="sm" maw={860}>
          {list.map((faq) => (
            <Box
              component="details"
              key={faq._id}
              bg="white"
              px="md"
              py="sm"
              style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text component="summary" fw={700} style={{ cursor: 'pointer' }}>
                {faq.question}
              </Text>
              <Text c="dark.6" mt="xs" style={{ whiteSpace: 'pre-line' }}>
                {faq.answer}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}
