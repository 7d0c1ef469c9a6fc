import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  BLOOD_GROUPS,
  type BloodGroup,
  EMERGENCY_CARD_MESSAGES,
  EMERGENCY_CARD_TEXTS,
  type TEmergencyCard,
  type TVehicle,
  ZEmergencyCardRequest,
} from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../i18n/field-errors';
import { formatDate } from '../lib/date-time';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { FormAlert } from '../ui/form-alert';
import { FormDialog } from '../ui/form-dialog';
import { LoadError, SectionLoader } from '../ui/list-states';
import { cardKeys, fetchCard, saveCard } from './emergency-card-api';
import { EmergencyCardViews } from './emergency-card-views';

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group.replace('-', '\u2212') }));

interface CardValues {
  enabled: boolean;
  consent: boolean;
  bloodGroup: string | null;
  allergies: string;
  conditions: string;
  medication: string;
  note: string;
  preferredHospital: string;
  showInsurance: boolean;
}

const textsIn = (
  t: TFunction,
): Record<(typeof EMERGENCY_CARD_TEXTS)[number], { label: string; placeholder: string; rows: number }> => ({
  allergies: { label: t('card:allergies'), placeholder: t('card:allergiesExample'), rows: 2 },
  conditions: { label: t('card:conditions'), placeholder: t('card:conditionsExample'), rows: 2 },
  medication: { label: t('card:medication'), placeholder: t('card:medicationExample'), rows: 2 },
  note: { label: t('card:note'), placeholder: t('card:noteExample'), rows: 3 },
  preferredHospital: { label: t('card:hospital'), placeholder: t('card:hospitalExample'), rows: 1 },
});

/** The card's checks (the contract's English sentences) in the page's language. */
function cardError(t: TFunction, message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  const tooLong = /^Keep the .+ under (\d+) characters$/.exec(message);
  if (tooLong) return t('card:errors.tooLong', { max: tooLong[1] });
  if (message === EMERGENCY_CARD_MESSAGES.consent) return t('card:errors.consent');
  if (message === EMERGENCY_CARD_MESSAGES.empty) return t('card:errors.empty');
  return translateFieldError(t, message);
}

function CardForm({ vehicleId, card, onDone }: { vehicleId: string; card: TEmergencyCard; onDone: () => void }) {
  const { t } = useTranslation();
  const TEXTS = textsIn(t);
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  // The contract's rules and messages (limits, consent, at least one detail), as the API applies them.
  const form = useSchemaForm<CardValues>({
    schema: ZEmergencyCardRequest,
    initialValues: {
      enabled: card.enabled,
      // The owner agreed when they switched it on; they may untick it only by switching it off.
      consent: card.enabled,
      bloodGroup: card.bloodGroup,
      allergies: card.allergies ?? '',
      conditions: card.conditions ?? '',
      medication: card.medication ?? '',
      note: card.note ?? '',
      preferredHospital: card.preferredHospital ?? '',
      showInsurance: card.showInsurance,
    },
  });
  const save = useMutation({
    mutationFn: (v: CardValues) =>
      saveCard(vehicleId, {
        enabled: v.enabled,
        consent: v.enabled ? v.consent : undefined,
        bloodGroup: (v.bloodGroup as BloodGroup | null) ?? null,
        ...Object.fromEntries(EMERGENCY_CARD_TEXTS.map((f) => [f, v[f].trim()])),
        showInsurance: v.showInsurance,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(cardKeys.card(vehicleId), answer.data);
      toastSuccess(answer.data.enabled ? t('card:savedOn') : t('card:savedOff'));
      onDone();
    },
    onError: (error) => setAlert(form.fail(error, { inline: true })),
  });
  const enabled = form.getValues().enabled;
  const consentError = cardError(t, form.errors.consent);
  const errorOf = (field: keyof CardValues) => {
    const props = form.getInputProps(field);
    return { ...props, error: cardError(t, props.error) };
  };
  const consentErrorId = useId();

  return (
    <form
      noValidate
      aria-label={t('card:title')}
      onSubmit={form.submit((values) => {
        setAlert(null);
        save.mutate(values);
      })}
    >
      <Stack gap="md">
        <Switch
          label={t('card:show')}
          description={enabled ? t('card:on') : t('card:off')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        {enabled ? (
          <Checkbox
            label={t('card:consent')}
            description={
              card.enabled && card.consentAt ? t('card:agreedOn', { date: formatDate(card.consentAt) }) : undefined
            }
            {...form.getInputProps('consent', { type: 'checkbox' })}
            // Mantine's checkbox shows its error but does not tie it to the box: a screen reader
            // hears that the box is wrong, and why, through these.
            error={consentError ? <span id={consentErrorId}>{consentError}</span> : undefined}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? consentErrorId : undefined}
          />
        ) : null}
        <Select
          label={t('card:bloodGroup')}
          placeholder={t('card:chooseBloodGroup')}
          description={!card.updatedAt && card.bloodGroup ? t('card:bloodFromProfile') : undefined}
          data={BLOOD_GROUP_OPTIONS}
          clearable
          {...errorOf('bloodGroup')}
        />
        {EMERGENCY_CARD_TEXTS.map((f) =>
          TEXTS[f].rows > 1 ? (
            <Textarea
              key={f}
              label={TEXTS[f].label}
              placeholder={TEXTS[f].placeholder}
              autosize
              minRows={TEXTS[f].rows}
              maxRows={6}
              {...errorOf(f)}
            />
          ) : (
            <TextInput key={f} label={TEXTS[f].label} placeholder={TEXTS[f].placeholder} {...errorOf(f)} />
          ),
        )}
        <Checkbox
          label={t('card:insurance')}
          description={t('card:insuranceHelp')}
          {...form.getInputProps('showInsurance', { type: 'checkbox' })}
        />
        {alert ? <FormAlert>{cardError(t, alert)}</FormAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('account:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('card:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CardBody({ vehicle, onDone }: { vehicle: TVehicle; onDone: () => void }) {
  const { t } = useTranslation();
  const card = useQuery({
    queryKey: cardKeys.card(vehicle._id),
    queryFn: ({ signal }) => fetchCard(vehicle._id, signal),
  });
  if (card.isError)
    return (
      <LoadError
        error={card.error}
        title={t('card:loadError')}
        retryLabel={t('account:tryAgain')}
        onRetry={() => void card.refetch()}
        retrying={card.isFetching}
      />
    );
  if (card.isPending) return <SectionLoader label={t('card:loading')} />;
  return (
    <Stack gap="lg">
      <Alert color="gray" variant="light">
        <Text size="sm">{t('card:intro')}</Text>
      </Alert>
      <CardForm key={card.data.updatedAt ?? 'new'} vehicleId={vehicle._id} card={card.data} onDone={onDone} />
      <Divider />
      <EmergencyCardViews vehicleId={vehicle._id} />
    </Stack>
  );
}

/** A vehicle's emergency card: switch, consent, details, and when it was seen. Full screen on a phone. */
export function EmergencyCardModal({ vehicle, onClose }: { vehicle: TVehicle | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={vehicle !== null}
      onClose={onClose}
      title={vehicle ? t('card:titleFor', { plate: vehicle.registrationNumber }) : t('card:title')}
      size="lg"
      formKey={vehicle?._id}
    >
      {vehicle ? <CardBody vehicle={vehicle} onDone={onClose} /> : null}
    </FormDialog>
  );
}
