import { star, starOutline } from 'ionicons/icons';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Icon } from './icon.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating of 1 to 5 stars in a react-hook-form form, its value the number as text: radios
 * underneath, each named by `starsName`; the stars up to the chosen one are filled.
 */
export function FormRatingField<V extends FieldValues>(props: {
  control: Control<V>;
  name: Path<V>;
  legend: string;
  starsName: (stars: number) => string;
}) {
  const { name } = props;
  return (
    <Controller
      control={props.control}
      name={name}
      render={({ field, fieldState }) => {
        const rating = Number(field.value);
        return (
          <fieldset
            className="rating-field"
            aria-describedby={fieldState.error ? `${name}-error` : undefined}
          >
            <legend>{props.legend}</legend>
            <div className="rating-field__stars">
              {STARS.map((value) => {
                const id = value === 1 ? name : `${name}-${String(value)}`;
                return (
                  <span key={value} className="rating-field__star">
                    <input
                      ref={value === 1 ? field.ref : undefined}
                      id={id}
                      type="radio"
                      name={name}
                      value={value}
                      checked={rating === value}
                      onChange={() => {
                        field.onChange(String(value));
                      }}
                      onBlur={field.onBlur}
                    />
                    <label htmlFor={id}>
                      <Icon icon={value <= rating ? star : starOutline} />
                      <span className="visually-hidden">{props.starsName(value)}</span>
                    </label>
                  </span>
                );
              })}
            </div>
            {fieldState.error && (
              <p id={`${name}-error`} className="form-error" role="alert">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
