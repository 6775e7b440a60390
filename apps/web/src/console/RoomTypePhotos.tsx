import { useId, useState, type ChangeEvent } from 'react';
import type { Locale } from '@yado/domain/locales';
import { MAX_PHOTOS, PHOTO_TYPES } from '@yado/domain/room-type-photos';
import type { ConsoleRoomType } from '@yado/domain/wire/console-catalogue';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';
import { PhotoAltForm } from './PhotoAltForm';

type Images = ConsoleRoomType['images'];

/** One photo in the console API, named by its address (its place in the list may change meanwhile). */
const photoPath = (photos: string, url: string) => `${photos}?photo=${encodeURIComponent(url)}`;

/**
 * A room type's photos, each shown with its text alternatives and a button to remove it, and one
 * more uploaded at once: each saved on its own, not with the room type's form.
 */
export function RoomTypePhotos({
  hotelCode,
  hotelLocale,
  roomType,
  name,
}: {
  hotelCode: string;
  hotelLocale: Locale;
  roomType: ConsoleRoomType;
  name: string;
}) {
  const { t } = useConsoleText();
  const id = useId();
  const [images, setImages] = useState<Images>(roomType.images);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const path = `/hotels/${encodeURIComponent(hotelCode)}/room-types/${encodeURIComponent(roomType.code)}/photos`;

  async function send(request: Promise<{ data: { images: Images } }>) {
    setError(null);
    setPending(true);
    try {
      setImages((await request).data.images);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    void send(consoleApi(path, { method: 'POST', body }));
  }

  return (
    <fieldset className="catalogue-choices" aria-busy={pending || undefined}>
      <legend>{t('console.catalogue.photos')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('console.catalogue.photosHint', { max: MAX_PHOTOS })}
      </p>
      <ConsoleError error={error} />
      <ul className="catalogue-photos">
        {images.map((image, index) => {
          const label = t('console.catalogue.photoOf', { name, number: index + 1 });
          return (
            <li key={image.url}>
              <div className="catalogue-photo">
                <img src={image.url} alt={label} />
                <button
                  type="button"
                  className="button"
                  disabled={pending}
                  onClick={() => void send(consoleApi(photoPath(path, image.url), { method: 'DELETE' }))}
                >
                  {t('console.catalogue.remove')}
                  <span className="visually-hidden"> {label}</span>
                </button>
              </div>
              <PhotoAltForm
                path={photoPath(path, image.url)}
                alt={image.alt}
                label={label}
                hotelLocale={hotelLocale}
                disabled={pending}
                onSaved={setImages}
              />
            </li>
          );
        })}
      </ul>
      {images.length < MAX_PHOTOS ? (
        <label className="button catalogue-upload">
          {t('console.catalogue.addPhoto')}
          <input
            type="file"
            accept={Object.keys(PHOTO_TYPES).join(',')}
            aria-describedby={`${id}-hint`}
            disabled={pending}
            onChange={upload}
            className="visually-hidden"
          />
        </label>
      ) : null}
    </fieldset>
  );
}
