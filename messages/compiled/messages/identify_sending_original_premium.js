/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Identify_Sending_Original_PremiumInputs */

const en_identify_sending_original_premium = /** @type {(inputs: Identify_Sending_Original_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The original photo, ${i?.size}: premium keeps it in high resolution`)
};

const es_identify_sending_original_premium = /** @type {(inputs: Identify_Sending_Original_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La foto original, ${i?.size}: Premium la guarda en alta resolución`)
};

const de_identify_sending_original_premium = /** @type {(inputs: Identify_Sending_Original_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Originalfoto, ${i?.size}: Premium bewahrt es in hoher Auflösung auf`)
};

const fr_identify_sending_original_premium = /** @type {(inputs: Identify_Sending_Original_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La photo d’origine, ${i?.size} : Premium la garde en haute résolution`)
};

const zh_hans1_identify_sending_original_premium = /** @type {(inputs: Identify_Sending_Original_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`原始照片，${i?.size}：高级版以高分辨率保存`)
};

/**
* | output |
* | --- |
* | "The original photo, {size}: premium keeps it in high resolution" |
*
* @param {Identify_Sending_Original_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_sending_original_premium = /** @type {((inputs: Identify_Sending_Original_PremiumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Sending_Original_PremiumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_sending_original_premium(inputs)
	if (locale === "de") return de_identify_sending_original_premium(inputs)
	if (locale === "fr") return fr_identify_sending_original_premium(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_sending_original_premium(inputs)
	return en_identify_sending_original_premium(inputs)
});