/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Upload_Too_SlowInputs */

const en_error_upload_too_slow = /** @type {(inputs: Error_Upload_Too_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photos arrived too slowly. Please try again on a better connection.`)
};

const es_error_upload_too_slow = /** @type {(inputs: Error_Upload_Too_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las fotos llegaron demasiado despacio. Vuelve a intentarlo con una conexión mejor.`)
};

const de_error_upload_too_slow = /** @type {(inputs: Error_Upload_Too_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Fotos kamen zu langsam an. Bitte versuche es mit einer besseren Verbindung noch einmal.`)
};

const fr_error_upload_too_slow = /** @type {(inputs: Error_Upload_Too_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos sont arrivées trop lentement. Réessayez avec une meilleure connexion.`)
};

const zh_hans1_error_upload_too_slow = /** @type {(inputs: Error_Upload_Too_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照片上传太慢，请换一个更好的网络再试。`)
};

/**
* | output |
* | --- |
* | "The photos arrived too slowly. Please try again on a better connection." |
*
* @param {Error_Upload_Too_SlowInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_upload_too_slow = /** @type {((inputs?: Error_Upload_Too_SlowInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_Too_SlowInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_upload_too_slow(inputs)
	if (locale === "de") return de_error_upload_too_slow(inputs)
	if (locale === "fr") return fr_error_upload_too_slow(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_upload_too_slow(inputs)
	return en_error_upload_too_slow(inputs)
});