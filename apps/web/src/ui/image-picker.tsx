import '@mantine/dropzone/styles.css';
import { ActionIcon, Box, Button, Group, Image, Input, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { MAX_UPLOAD_BYTES, type TImage } from '@safesathi/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type PictureWords, useFormWords } from './form-words';
import { IconRefresh, IconTrash } from './icons';

const MB = 1024 * 1024;

function rejectionMessage(rejections: FileRejection[], w: PictureWords): string {
  const first = rejections[0];
  if (!first) return '';
  const code = first.errors[0]?.code;
  if (code === 'file-too-large') return w.tooLarge(first.file.name, MAX_UPLOAD_BYTES / MB);
  if (code === 'file-invalid-type') return w.notPicture(first.file.name);
  if (code === 'too-many-files') return w.onlyOne;
  return w.unusable;
}

/** Object URLs of the chosen files, released when they change or the picker goes away. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );
  return urls;
}

/**
 * Pictures for a form: drag and drop or click to choose, previews of the new files, and (when
 * editing) the stored pictures, each kept or marked for removal. The server checks every file
 * again by its content (ADR 0009); this only spares a round trip for the obvious mistakes.
 */
export function ImagePicker({
  label,
  description,
  multiple = false,
  required,
  files,
  onFilesChange,
  existing = [],
  removed = [],
  onRemovedChange,
  error,
  max,
}: {
  label: string;
  description?: string;
  multiple?: boolean;
  required?: boolean;
  files: File[];
  onFilesChange: (files: File[]) => void;
  existing?: TImage[];
  removed?: string[];
  onRemovedChange?: (removed: string[]) => void;
  error?: string;
  /** Most pictures in all (kept + new). */
  max?: number;
}) {
  const w = useFormWords().picture;
  const id = useId();
  const openRef = useRef<() => void>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const previews = usePreviews(files);
  const kept = existing.filter((img) => !removed.includes(img.file)).length;
  const limit = max ?? (multiple ? Number.POSITIVE_INFINITY : 1);

  const add = (dropped: File[]) => {
    setRejected(null);
    if (!multiple) {
      onFilesChange(dropped.slice(0, 1));
      return;
    }
    const room = limit - kept - files.length;
    if (dropped.length > room) setRejected(w.atMost(limit, Math.max(0, room)));
    onFilesChange([...files, ...dropped.slice(0, Math.max(0, room))]);
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={rejected ?? error}
      id={id}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={4}>
        {/* The zone takes a drop or a click; keyboard and screen-reader users get a real button
            (the zone itself is not a button: it holds the file input). */}
        <Dropzone
          onDrop={add}
          onReject={(r) => setRejected(rejectionMessage(r, w))}
          accept={IMAGE_MIME_TYPE}
          maxSize={MAX_UPLOAD_BYTES}
          multiple={multiple}
          openRef={openRef}
          activateOnKeyboard={false}
          inputProps={{ 'aria-label': label, 'aria-describedby': `${id}-hint` }}
          radius="md"
          p="md"
        >
          <Stack gap={6} align="center" ta="center" style={{ pointerEvents: 'none' }}>
            <Text size="sm" fw={500}>
              {w.drop(multiple)}
            </Text>
            <Button
              size="xs"
              variant="light"
              style={{ pointerEvents: 'all' }}
              onClick={(event) => {
                event.stopPropagation();
                openRef.current?.();
              }}
              aria-describedby={error || rejected ? `${id}-error` : `${id}-hint`}
            >
              {w.choose(multiple)}
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {' '}
                {w.chooseFor(label)}
              </span>
            </Button>
            <Text size="xs" c="dimmed" id={`${id}-hint`}>
              {w.hint(MAX_UPLOAD_BYTES / MB)}
            </Text>
          </Stack>
        </Dropzone>
        {existing.length + files.length > 0 ? (
          <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
            {existing.map((img, i) => {
              const gone = removed.includes(img.file);
              return (
                <Paper key={img.file} withBorder radius="md" p={4} pos="relative">
                  <Image
                    src={img.thumbUrl}
                    alt={w.current(i + 1, gone)}
                    h={72}
                    fit="cover"
                    radius="sm"
                    opacity={gone ? 0.35 : 1}
                  />
                  <Group justify="space-between" gap={2} mt={2} wrap="nowrap">
                    <Text size="xs" c={gone ? 'red.9' : 'dimmed'}>
                      {gone ? w.removed : w.kept}
                    </Text>
                    {onRemovedChange ? (
                      <Tooltip label={gone ? w.keep : w.remove}>
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          color={gone ? 'gray' : 'red'}
                          aria-label={gone ? w.keepCurrent(i + 1) : w.removeCurrent(i + 1)}
                          aria-pressed={gone}
                          onClick={() =>
                            onRemovedChange(gone ? removed.filter((f) => f !== img.file) : [...removed, img.file])
                          }
                        >
                          {gone ? <IconRefresh size={14} /> : <IconTrash size={14} />}
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Paper>
              );
            })}
            {files.map((file, i) => (
              <Paper key={`${file.name}-${file.size}-${file.lastModified}`} withBorder radius="md" p={4}>
                <Image src={previews[i]} alt={w.newPicture(file.name)} h={72} fit="cover" radius="sm" />
                <Group justify="space-between" gap={2} mt={2} wrap="nowrap">
                  <Box style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" truncate>
                      {w.new}
                    </Text>
                  </Box>
                  <Tooltip label={w.remove}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={w.removeNew(file.name)}
                      onClick={() => onFilesChange(files.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
