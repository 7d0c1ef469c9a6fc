import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '../../ui/icons';
import { PageHeader } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';

/** Heading of a settings screen, with its "+ Add" when the admin may add. */
export function ScreenHeader({ title, onAdd }: { title: string; onAdd?: () => void }) {
  const { t } = useTranslation();
  useAdminDocumentTitle(title);
  return (
    <PageHeader title={title}>
      {onAdd ? (
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {t('adminSettings:add')}
        </Button>
      ) : null}
    </PageHeader>
  );
}
