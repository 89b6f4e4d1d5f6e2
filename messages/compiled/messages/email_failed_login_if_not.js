/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Failed_Login_If_NotInputs */

const en_email_failed_login_if_not = /** @type {(inputs: Email_Failed_Login_If_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not, someone may be trying to guess your password. Each further try now has to wait longer,
and your correct password still lets you in. To be safe, choose a new password that you use nowhere else:`)
};

const es_email_failed_login_if_not = /** @type {(inputs: Email_Failed_Login_If_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no fuiste tú, puede que alguien esté intentando adivinar tu contraseña. Cada nuevo intento tendrá que esperar más,
y tu contraseña correcta te sigue dejando entrar. Por seguridad, elige una contraseña nueva que no uses en ningún otro sitio:`)
};

const de_email_failed_login_if_not = /** @type {(inputs: Email_Failed_Login_If_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn nicht, versucht vielleicht jemand, dein Passwort zu erraten. Jeder weitere Versuch muss jetzt länger warten,
und mit deinem richtigen Passwort kommst du weiterhin hinein. Wähle zur Sicherheit ein neues Passwort, das du nirgendwo sonst verwendest:`)
};

const fr_email_failed_login_if_not = /** @type {(inputs: Email_Failed_Login_If_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sinon, quelqu’un essaie peut-être de deviner votre mot de passe. Chaque nouvelle tentative devra désormais attendre plus longtemps,
et votre bon mot de passe vous permet toujours d’entrer. Par prudence, choisissez un nouveau mot de passe que vous n’utilisez nulle part ailleurs :`)
};

const zh_hans1_email_failed_login_if_not = /** @type {(inputs: Email_Failed_Login_If_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果不是你，可能有人在尝试猜测你的密码。之后的每次尝试都需要等待更久，
而你的正确密码仍可正常登录。为安全起见，请设置一个在别处都没有用过的新密码：`)
};

/**
* | output |
* | --- |
* | "If it was not, someone may be trying to guess your password. Each further try now has to wait longer, and your correct password still lets you in. To be safe..." |
*
* @param {Email_Failed_Login_If_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_failed_login_if_not = /** @type {((inputs?: Email_Failed_Login_If_NotInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Failed_Login_If_NotInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_failed_login_if_not(inputs)
	if (locale === "de") return de_email_failed_login_if_not(inputs)
	if (locale === "fr") return fr_email_failed_login_if_not(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_failed_login_if_not(inputs)
	return en_email_failed_login_if_not(inputs)
});