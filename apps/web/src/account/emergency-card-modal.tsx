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
  EMERGENCY_CARD_CONSENT,
  EMERGENCY_CARD_TEXTS,
  type TEmergencyCard,
  type TVehicle,
  ZEmergencyCardRequest,
} from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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

const TEXTS: Record<(typeof EMERGENCY_CARD_TEXTS)[number], { label: string; placeholder: string; rows: number }> = {
  allergies: { label: 'Allergies', placeholder: 'e.g. Penicillin, peanuts', rows: 2 },
  conditions: { label: 'Medical conditions', placeholder: 'e.g. Diabetes, epilepsy, a heart condition', rows: 2 },
  medication: { label: 'Medication', placeholder: 'e.g. Insulin twice a day, blood thinners', rows: 2 },
  note: {
    label: 'Note for first responders',
    placeholder: 'e.g. I have a pacemaker; I speak Tamil and English',
    rows: 3,
  },
  preferredHospital: { label: 'Preferred hospital', placeholder: 'e.g. AIIMS, Ansari Nagar', rows: 1 },
};

function CardForm({ vehicleId, card, onDone }: { vehicleId: string; card: TEmergencyCard; onDone: () => void }) {
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
      toastSuccess(answer.message);
      onDone();
    },
    onError: (error) => setAlert(form.fail(error, { inline: true })),
  });
  const enabled = form.getValues().enabled;
  const consentError = form.errors.consent as string | undefined;
  const consentErrorId = useId();

  return (
    <form
      noValidate
      aria-label="Emergency card"
      onSubmit={form.submit((values) => {
        setAlert(null);
        save.mutate(values);
      })}
    >
      <Stack gap="md">
        <Switch
          label="Show this card to first responders"
          description={
            enabled
              ? 'On: shown after someone reports an accident, fire or medical emergency.'
              : 'Off: nobody sees it; what you write is kept.'
          }
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        {enabled ? (
          <Checkbox
            label={EMERGENCY_CARD_CONSENT}
            description={card.enabled && card.consentAt ? `You agreed on ${formatDate(card.consentAt)}.` : undefined}
            {...form.getInputProps('consent', { type: 'checkbox' })}
            // Mantine's checkbox shows its error but does not tie it to the box: a screen reader
            // hears that the box is wrong, and why, through these.
            error={consentError ? <span id={consentErrorId}>{consentError}</span> : undefined}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? consentErrorId : undefined}
          />
        ) : null}
        <Select
          label="Blood group"
          placeholder="Choose a blood group"
          description={
            !card.updatedAt && card.bloodGroup
              ? 'Taken from your profile. Change it if someone else usually drives this vehicle.'
              : undefined
          }
          data={BLOOD_GROUP_OPTIONS}
          clearable
          {...form.getInputProps('bloodGroup')}
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
              {...form.getInputProps(f)}
            />
          ) : (
            <TextInput key={f} label={TEXTS[f].label} placeholder={TEXTS[f].placeholder} {...form.getInputProps(f)} />
          ),
        )}
        <Checkbox
          label="Also show my insurer, policy number and the insurer's claim helpline"
          description="Taken from this vehicle's insurance policy in My papers, so responders and family can start a claim."
          {...form.getInputProps('showInsurance', { type: 'checkbox' })}
        />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CardBody({ vehicle, onDone }: { vehicle: TVehicle; onDone: () => void }) {
  const card = useQuery({
    queryKey: cardKeys.card(vehicle._id),
    queryFn: ({ signal }) => fetchCard(vehicle._id, signal),
  });
  if (card.isError)
    return (
      <LoadError
        error={card.error}
        what="the emergency card"
        onRetry={() => void card.refetch()}
        retrying={card.isFetching}
      />
    );
  if (card.isPending) return <SectionLoader label="Loading the emergency card…" />;
  return (
    <Stack gap="lg">
      <Alert color="gray" variant="light">
        <Text size="sm">
          First responders see this card only when someone reports an accident, fire or medical emergency with this
          vehicle’s tag: never on the tag’s page before that, and never in search engines. You see each time it is shown
          below.
        </Text>
      </Alert>
      <CardForm key={card.data.updatedAt ?? 'new'} vehicleId={vehicle._id} card={card.data} onDone={onDone} />
      <Divider />
      <EmergencyCardViews vehicleId={vehicle._id} />
    </Stack>
  );
}

/** A vehicle's emergency card: switch, consent, details, and when it was seen. Full screen on a phone. */
export function EmergencyCardModal({ vehicle, onClose }: { vehicle: TVehicle | null; onClose: () => void }) {
  return (
    <FormDialog
      opened={vehicle !== null}
      onClose={onClose}
      title={vehicle ? `Emergency card · ${vehicle.registrationNumber}` : 'Emergency card'}
      size="lg"
      formKey={vehicle?._id}
    >
      {vehicle ? <CardBody vehicle={vehicle} onDone={onClose} /> : null}
    </FormDialog>
  );
}
