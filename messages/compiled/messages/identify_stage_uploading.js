/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Stage_UploadingInputs */

const en_identify_stage_uploading = /** @type {(inputs: Identify_Stage_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading your photo…`)
};

const es_identify_stage_uploading = /** @type {(inputs: Identify_Stage_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subiendo tu foto…`)
};

const de_identify_stage_uploading = /** @type {(inputs: Identify_Stage_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Foto wird hochgeladen…`)
};

const fr_identify_stage_uploading = /** @type {(inputs: Identify_Stage_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de votre photo…`)
};

const zh_hans1_identify_stage_uploading = /** @type {(inputs: Identify_Stage_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上传你的照片…`)
};

/**
* | output |
* | --- |
* | "Uploading your photo…" |
*
* @param {Identify_Stage_UploadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_stage_uploading = /** @type {((inputs?: Identify_Stage_UploadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Stage_UploadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_stage_uploading(inputs)
	if (locale === "de") return de_identify_stage_uploading(inputs)
	if (locale === "fr") return fr_identify_stage_uploading(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_stage_uploading(inputs)
	return en_identify_stage_uploading(inputs)
});