/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, dates: NonNullable<unknown> }} Dives_Trip_SuggestInputs */

const en_dives_trip_suggest = /** @type {(inputs: Dives_Trip_SuggestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your camera seems to be ${i?.hours}: apply to this trip (${i?.dates})?`)
};

const es_dives_trip_suggest = /** @type {(inputs: Dives_Trip_SuggestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parece que tu cámara va ${i?.hours}: ¿aplicarlo a este viaje (${i?.dates})?`)
};

const de_dives_trip_suggest = /** @type {(inputs: Dives_Trip_SuggestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Kamera scheint ${i?.hours} zu gehen: für diese Reise übernehmen (${i?.dates})?`)
};

const fr_dives_trip_suggest = /** @type {(inputs: Dives_Trip_SuggestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre appareil semble avoir ${i?.hours} : appliquer à ce voyage (${i?.dates}) ?`)
};

const zh_hans1_dives_trip_suggest = /** @type {(inputs: Dives_Trip_SuggestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的相机似乎${i?.hours}：应用到这次旅行（${i?.dates}）吗？`)
};

/**
* | output |
* | --- |
* | "Your camera seems to be {hours}: apply to this trip ({dates})?" |
*
* @param {Dives_Trip_SuggestInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_suggest = /** @type {((inputs: Dives_Trip_SuggestInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_SuggestInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_suggest(inputs)
	if (locale === "de") return de_dives_trip_suggest(inputs)
	if (locale === "fr") return fr_dives_trip_suggest(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_suggest(inputs)
	return en_dives_trip_suggest(inputs)
});