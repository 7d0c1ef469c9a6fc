import { Box, Button, Stack, Text } from '@mantine/core';
import { useSiteTranslation } from '../../i18n/site-text';
import { useFaqs } from '../public-api';
import { Section } from './sections';

/** FAQs from the back office, as native disclosure widgets (work before and without JavaScript). */
export function FaqsSection() {
  const { t } = useSiteTranslation();
  const faqs = useFaqs();
  const list = faqs.data ?? [];
  return (
    <Section id="faqs" title={t('site:faqs.title')} kicker={t('site:faqs.kicker')}>
      {faqs.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text>{t('site:faqs.failed')}</Text>
          <Button variant="default" size="xs" onClick={() => void faqs.refetch()} loading={faqs.isFetching}>
            {t('site:faqs.retry')}
          </Button>
        </Stack>
      ) : faqs.isPending ? (
        <Text c="dimmed" role="status">
          {t('site:faqs.loading')}
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('site:faqs.none')}</Text>
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
